import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { SkillCategory } from '../../../shared/contracts/skills';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../../../shared/domain/skills';

export const skillsKeys = {
  all: ['skills'] as const,
  categories: () => [...skillsKeys.all, 'categories'] as const,
  categoryPage: (page: number) => [...skillsKeys.categories(), 'page', page] as const,
  allCategories: () => [...skillsKeys.categories(), 'all'] as const,
  protoSkills: () => [...skillsKeys.all, 'protoSkills'] as const,
  protoSkillPage: (page: number, categoryId: string | null) =>
    [...skillsKeys.protoSkills(), 'page', { page, categoryId }] as const,
  protoSkillChoices: (categoryId: string | null) => [...skillsKeys.protoSkills(), 'all', { categoryId }] as const,
  userSkills: () => [...skillsKeys.all, 'userSkills'] as const,
  ownSkillPage: (page: number) => [...skillsKeys.userSkills(), 'own', page] as const,
};

export const categoryPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: skillsKeys.categoryPage(page),
    queryFn: ({ signal }) =>
      api.call('GET /app/skill-category/get-skill-categories', {
        query: { page, limit: DEFAULT_PAGE_LIMIT },
        signal,
      }),
  });

/** Every category, for the pickers: the list endpoint pages, so the pages are read one after another. */
export const allCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: skillsKeys.allCategories(),
    queryFn: async ({ signal }): Promise<SkillCategory[]> => {
      const categories: SkillCategory[] = [];
      for (let page = 1, totalPages = 1; page <= totalPages; page++) {
        const answer = await api.call('GET /app/skill-category/get-skill-categories', {
          query: { page, limit: MAX_PAGE_LIMIT },
          signal,
        });
        categories.push(...answer.categories);
        totalPages = answer.totalPages;
      }
      return categories;
    },
  });

const categoryFilter = (categoryId: string | null) => (categoryId ? { categoryId } : {});

export const protoSkillPageQueryOptions = (page: number, categoryId: string | null = null) =>
  queryOptions({
    queryKey: skillsKeys.protoSkillPage(page, categoryId),
    queryFn: ({ signal }) =>
      api.call('GET /app/proto-skill/get-proto-skills', {
        query: { page, limit: DEFAULT_PAGE_LIMIT, ...categoryFilter(categoryId) },
        signal,
      }),
  });

/** The catalogue skills a mentor can choose from (the server bounds `allSkills` answers). */
export const protoSkillChoicesQueryOptions = (categoryId: string | null) =>
  queryOptions({
    queryKey: skillsKeys.protoSkillChoices(categoryId),
    queryFn: async ({ signal }) =>
      (
        await api.call('GET /app/proto-skill/get-proto-skills', {
          query: { allSkills: true, ...categoryFilter(categoryId) },
          signal,
        })
      ).skills,
  });

export const ownSkillPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: skillsKeys.ownSkillPage(page),
    queryFn: ({ signal }) =>
      api.call('GET /app/user-skill/get-user-skills', {
        query: { isMentor: true, page, limit: DEFAULT_PAGE_LIMIT },
        signal,
      }),
  });

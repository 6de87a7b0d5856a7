import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { mentorListSchema } from '../../../shared/contracts/search';
import type { MentorsByUuidRequest } from '../../../shared/contracts/search';
import { getProtoSkillsResponseSchema, getSkillCategoriesResponseSchema } from '../../../shared/contracts/skills';
import { MAX_PAGE_LIMIT } from '../../../shared/domain/skills';
import type { SkillFilter } from './search-params';

export const searchKeys = {
  all: ['search'] as const,
  byName: (text: string) => [...searchKeys.all, 'name', text] as const,
  byFilter: (filter: SkillFilter) => [...searchKeys.all, 'filter', filter] as const,
  categories: () => [...searchKeys.all, 'categories'] as const,
  catalogue: (categoryId: string | undefined) => [...searchKeys.all, 'catalogue', categoryId ?? 'all'] as const,
};

/** Mentors whose name contains the text (the server ignores case and accents); no text lists all mentors. */
export const mentorsByNameQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.byName(text),
    queryFn: ({ signal }) => api.get('search', mentorListSchema, { searchParams: text ? { query: text } : {}, signal }),
    placeholderData: keepPreviousData,
  });

/** Spec section 5: only chosen filters are sent, proficiency in lower case. */
export function toFilterRequest(filter: SkillFilter): MentorsByUuidRequest {
  const request: MentorsByUuidRequest = {};
  if (filter.categoryId) request.categoryId = filter.categoryId;
  if (filter.protoSkillId) request.protoSkillId = filter.protoSkillId;
  if (filter.proficiency) request.proficiency = filter.proficiency.toLowerCase();
  return request;
}

export const mentorsByFilterQueryOptions = (filter: SkillFilter) =>
  queryOptions({
    queryKey: searchKeys.byFilter(filter),
    queryFn: () => api.post('search/mentor/by-uuid', mentorListSchema, toFilterRequest(filter)),
    placeholderData: keepPreviousData,
  });

export const skillCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.categories(),
    queryFn: ({ signal }) =>
      api.get('skill-category/get-skill-categories', getSkillCategoriesResponseSchema, {
        searchParams: { page: 1, limit: MAX_PAGE_LIMIT },
        signal,
      }),
    select: (response) => response.categories,
  });

/** The catalogue skills of one category, or of all categories when none is chosen. */
export const catalogueSkillsQueryOptions = (categoryId: string | undefined) =>
  queryOptions({
    queryKey: searchKeys.catalogue(categoryId),
    queryFn: ({ signal }) =>
      api.get('proto-skill/get-proto-skills', getProtoSkillsResponseSchema, {
        searchParams: categoryId ? { allSkills: true, categoryId } : { allSkills: true },
        signal,
      }),
    select: (response) => response.skills,
  });

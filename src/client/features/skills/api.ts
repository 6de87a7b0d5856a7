import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { offlineQueueDefaults } from '../../lib/offline-queue';
import type {
  CreateSkillCategoryResponse,
  CreateUserSkillRequest,
  DeleteSkillResponse,
  EditSkillCategoryResponse,
  EditUserSkillRequest,
  GetProtoSkillsResponse,
  GetSkillCategoriesResponse,
  GetUserSkillsResponse,
  ProtoSkillRequest,
  ProtoSkillResponse,
  SkillCategory,
  SkillCategoryRequest,
  UserSkillResponse,
} from '../../../shared/contracts/skills';
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
      api.get<GetSkillCategoriesResponse>('skill-category/get-skill-categories', {
        searchParams: { page, limit: DEFAULT_PAGE_LIMIT },
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
        const answer = await api.get<GetSkillCategoriesResponse>('skill-category/get-skill-categories', {
          searchParams: { page, limit: MAX_PAGE_LIMIT },
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
      api.get<GetProtoSkillsResponse>('proto-skill/get-proto-skills', {
        searchParams: { page, limit: DEFAULT_PAGE_LIMIT, ...categoryFilter(categoryId) },
        signal,
      }),
  });

/** The catalogue skills a mentor can choose from (the server bounds `allSkills` answers). */
export const protoSkillChoicesQueryOptions = (categoryId: string | null) =>
  queryOptions({
    queryKey: skillsKeys.protoSkillChoices(categoryId),
    queryFn: async ({ signal }) =>
      (
        await api.get<GetProtoSkillsResponse>('proto-skill/get-proto-skills', {
          searchParams: { allSkills: true, ...categoryFilter(categoryId) },
          signal,
        })
      ).skills,
  });

export const ownSkillPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: skillsKeys.ownSkillPage(page),
    queryFn: ({ signal }) =>
      api.get<GetUserSkillsResponse>('user-skill/get-user-skills', {
        searchParams: { isMentor: true, page, limit: DEFAULT_PAGE_LIMIT },
        signal,
      }),
  });

// ---- Mutations ----

/**
 * Stable keys under which the mutation functions are registered once (registerSkillsMutations), so a
 * mutation persisted while offline can be resumed after a reload: its function is found by key and
 * reads nothing but its variables.
 */
export const skillsMutationKeys = {
  category: {
    create: ['skills', 'category', 'create'],
    edit: ['skills', 'category', 'edit'],
    delete: ['skills', 'category', 'delete'],
  },
  protoSkill: {
    create: ['skills', 'protoSkill', 'create'],
    edit: ['skills', 'protoSkill', 'edit'],
    delete: ['skills', 'protoSkill', 'delete'],
  },
  userSkill: {
    create: ['skills', 'userSkill', 'create'],
    edit: ['skills', 'userSkill', 'edit'],
    delete: ['skills', 'userSkill', 'delete'],
  },
} as const;

export interface EditVariables<Body> {
  id: string;
  body: Body;
}
export interface DeleteVariables {
  id: string;
}
/** Mentor-skill changes may be replayed; the key is made when the person acts and travels with them. */
export interface Replayable {
  idempotencyKey: string;
}

const idempotencyHeaders = ({ idempotencyKey }: Replayable) => ({ headers: { 'Idempotency-Key': idempotencyKey } });
const path = (prefix: string, id: string) => `${prefix}/${encodeURIComponent(id)}`;

type CrudKeys = { readonly create: readonly string[]; readonly edit: readonly string[]; readonly delete: readonly string[] };

/** The catalogue's admin resources name their calls alike: `skill-category/create-skill-category`, … */
function registerCatalogueCrud<Body>(
  queryClient: QueryClient,
  keys: CrudKeys,
  resource: 'skill-category' | 'proto-skill',
  onSuccess: () => Promise<unknown>,
): void {
  queryClient.setMutationDefaults(keys.create, {
    mutationFn: (body: Body) => api.post(`${resource}/create-${resource}`, body),
    onSuccess,
  });
  queryClient.setMutationDefaults(keys.edit, {
    mutationFn: ({ id, body }: EditVariables<Body>) => api.patch(path(`${resource}/edit-${resource}`, id), body),
    onSuccess,
  });
  queryClient.setMutationDefaults(keys.delete, {
    mutationFn: ({ id }: DeleteVariables) => api.delete(path(`${resource}/delete-${resource}`, id)),
    onSuccess,
  });
}

export function registerSkillsMutations(queryClient: QueryClient): void {
  const invalidate =
    (...keys: ReadonlyArray<readonly unknown[]>) =>
    () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  // A category title shows inside every catalogue and mentor skill, so its changes reach those lists too.
  const afterCategoryChange = invalidate(skillsKeys.all);
  const afterProtoSkillChange = invalidate(skillsKeys.protoSkills(), skillsKeys.userSkills());
  const afterUserSkillChange = invalidate(skillsKeys.userSkills());

  const { category, protoSkill, userSkill } = skillsMutationKeys;

  registerCatalogueCrud<SkillCategoryRequest>(queryClient, category, 'skill-category', afterCategoryChange);
  registerCatalogueCrud<ProtoSkillRequest>(queryClient, protoSkill, 'proto-skill', afterProtoSkillChange);

  queryClient.setMutationDefaults(userSkill.create, {
    ...offlineQueueDefaults,
    mutationFn: ({ body, ...key }: { body: CreateUserSkillRequest } & Replayable) =>
      api.post<UserSkillResponse>('user-skill/create-user-skill', body, idempotencyHeaders(key)),
    onSuccess: afterUserSkillChange,
  });
  queryClient.setMutationDefaults(userSkill.edit, {
    ...offlineQueueDefaults,
    mutationFn: ({ id, body, ...key }: EditVariables<EditUserSkillRequest> & Replayable) =>
      api.patch<UserSkillResponse>(path('user-skill/edit-user-skill', id), body, idempotencyHeaders(key)),
    onSuccess: afterUserSkillChange,
  });
  queryClient.setMutationDefaults(userSkill.delete, {
    ...offlineQueueDefaults,
    mutationFn: ({ id, ...key }: DeleteVariables & Replayable) =>
      api.delete<DeleteSkillResponse>(path('user-skill/delete-user-skill', id), idempotencyHeaders(key)),
    onSuccess: afterUserSkillChange,
  });
}

// The hooks only name the key; the function and the cache updates come from the registered defaults.
const useKeyedMutation = <Data, Variables>(mutationKey: readonly string[]) =>
  useMutation<Data, ApiError, Variables>({ mutationKey });

export const useCreateCategory = () =>
  useKeyedMutation<CreateSkillCategoryResponse, SkillCategoryRequest>(skillsMutationKeys.category.create);
export const useEditCategory = () =>
  useKeyedMutation<EditSkillCategoryResponse, EditVariables<SkillCategoryRequest>>(skillsMutationKeys.category.edit);
export const useDeleteCategory = () => useKeyedMutation<DeleteSkillResponse, DeleteVariables>(skillsMutationKeys.category.delete);

export const useCreateProtoSkill = () =>
  useKeyedMutation<ProtoSkillResponse, ProtoSkillRequest>(skillsMutationKeys.protoSkill.create);
export const useEditProtoSkill = () =>
  useKeyedMutation<ProtoSkillResponse, EditVariables<ProtoSkillRequest>>(skillsMutationKeys.protoSkill.edit);
export const useDeleteProtoSkill = () =>
  useKeyedMutation<DeleteSkillResponse, DeleteVariables>(skillsMutationKeys.protoSkill.delete);

export const useCreateUserSkill = () =>
  useKeyedMutation<UserSkillResponse, { body: CreateUserSkillRequest } & Replayable>(skillsMutationKeys.userSkill.create);
export const useEditUserSkill = () =>
  useKeyedMutation<UserSkillResponse, EditVariables<EditUserSkillRequest> & Replayable>(skillsMutationKeys.userSkill.edit);
export const useDeleteUserSkill = () =>
  useKeyedMutation<DeleteSkillResponse, DeleteVariables & Replayable>(skillsMutationKeys.userSkill.delete);

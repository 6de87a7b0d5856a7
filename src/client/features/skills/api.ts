import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { api, type Answer } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { offlineQueueDefaults } from '../../lib/offline-queue';
import type {
  CreateUserSkillRequest,
  EditUserSkillRequest,
  ProtoSkillRequest,
  SkillCategory,
  SkillCategoryRequest,
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

const idempotencyHeaders = ({ idempotencyKey }: Replayable) => ({ 'Idempotency-Key': idempotencyKey });
type CrudKeys = { readonly create: readonly string[]; readonly edit: readonly string[]; readonly delete: readonly string[] };

/** The catalogue's admin resources name their calls alike: `skill-category/create-skill-category`, … */
const catalogueEndpoints = {
  'skill-category': {
    create: 'POST /app/skill-category/create-skill-category',
    edit: 'PATCH /app/skill-category/edit-skill-category/:id',
    delete: 'DELETE /app/skill-category/delete-skill-category/:id',
  },
  'proto-skill': {
    create: 'POST /app/proto-skill/create-proto-skill',
    edit: 'PATCH /app/proto-skill/edit-proto-skill/:id',
    delete: 'DELETE /app/proto-skill/delete-proto-skill/:id',
  },
} as const;

function registerCatalogueCrud<Body>(
  queryClient: QueryClient,
  keys: CrudKeys,
  resource: keyof typeof catalogueEndpoints,
  onSuccess: () => Promise<unknown>,
): void {
  const endpoints = catalogueEndpoints[resource];
  queryClient.setMutationDefaults(keys.create, {
    mutationFn: (body: Body) => api.call(endpoints.create, { body }),
    onSuccess,
  });
  queryClient.setMutationDefaults(keys.edit, {
    mutationFn: ({ id, body }: EditVariables<Body>) => api.call(endpoints.edit, { params: { id }, body }),
    onSuccess,
  });
  queryClient.setMutationDefaults(keys.delete, {
    mutationFn: ({ id }: DeleteVariables) => api.call(endpoints.delete, { params: { id } }),
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
      api.call('POST /app/user-skill/create-user-skill', { body, headers: idempotencyHeaders(key) }),
    onSuccess: afterUserSkillChange,
  });
  queryClient.setMutationDefaults(userSkill.edit, {
    ...offlineQueueDefaults,
    mutationFn: ({ id, body, ...key }: EditVariables<EditUserSkillRequest> & Replayable) =>
      api.call('PATCH /app/user-skill/edit-user-skill/:id', { params: { id }, body, headers: idempotencyHeaders(key) }),
    onSuccess: afterUserSkillChange,
  });
  queryClient.setMutationDefaults(userSkill.delete, {
    ...offlineQueueDefaults,
    mutationFn: ({ id, ...key }: DeleteVariables & Replayable) =>
      api.call('DELETE /app/user-skill/delete-user-skill/:id', { params: { id }, headers: idempotencyHeaders(key) }),
    onSuccess: afterUserSkillChange,
  });
}

// The hooks only name the key; the function and the cache updates come from the registered defaults.
const useKeyedMutation = <Data, Variables>(mutationKey: readonly string[]) =>
  useMutation<Data, ApiError, Variables>({ mutationKey });

const { category, protoSkill, userSkill } = skillsMutationKeys;
const { 'skill-category': categoryCalls, 'proto-skill': protoSkillCalls } = catalogueEndpoints;

export const useCreateCategory = () =>
  useKeyedMutation<Answer<typeof categoryCalls.create>, SkillCategoryRequest>(category.create);
export const useEditCategory = () =>
  useKeyedMutation<Answer<typeof categoryCalls.edit>, EditVariables<SkillCategoryRequest>>(category.edit);
export const useDeleteCategory = () => useKeyedMutation<Answer<typeof categoryCalls.delete>, DeleteVariables>(category.delete);

export const useCreateProtoSkill = () =>
  useKeyedMutation<Answer<typeof protoSkillCalls.create>, ProtoSkillRequest>(protoSkill.create);
export const useEditProtoSkill = () =>
  useKeyedMutation<Answer<typeof protoSkillCalls.edit>, EditVariables<ProtoSkillRequest>>(protoSkill.edit);
export const useDeleteProtoSkill = () =>
  useKeyedMutation<Answer<typeof protoSkillCalls.delete>, DeleteVariables>(protoSkill.delete);

export const useCreateUserSkill = () =>
  useKeyedMutation<Answer<'POST /app/user-skill/create-user-skill'>, { body: CreateUserSkillRequest } & Replayable>(
    userSkill.create,
  );
export const useEditUserSkill = () =>
  useKeyedMutation<Answer<'PATCH /app/user-skill/edit-user-skill/:id'>, EditVariables<EditUserSkillRequest> & Replayable>(
    userSkill.edit,
  );
export const useDeleteUserSkill = () =>
  useKeyedMutation<Answer<'DELETE /app/user-skill/delete-user-skill/:id'>, DeleteVariables & Replayable>(userSkill.delete);

import { useMutation, type QueryClient } from '@tanstack/react-query';
import { api, type Answer } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { offlineQueueDefaults } from '../../lib/offline-queue';
import type {
  CreateUserSkillRequest,
  EditUserSkillRequest,
  ProtoSkillRequest,
  SkillCategoryRequest,
} from '../../../shared/contracts/skills';
import { skillsKeys } from './queries';

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

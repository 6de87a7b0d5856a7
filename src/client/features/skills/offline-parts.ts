import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { OfflineParts } from '../../lib/offline-parts';
import { registerSkillsMutations, skillsMutationKeys } from './api';
import { skillsKeys } from './queries';

interface Titled {
  _id: string;
  protoSkillTitle?: string;
  protoSkillId?: { protoSkillTitle: string };
}

/** A title from whatever lists the cache holds under `queryKey` (pages keep them in `skills`). */
function cachedTitle(queryClient: QueryClient, queryKey: QueryKey, id: string | undefined): string | null {
  for (const [, data] of queryClient.getQueriesData<Titled[] | { skills: Titled[] }>({ queryKey })) {
    const items = Array.isArray(data) ? data : (data?.skills ?? []);
    const found = items.find((item) => item._id === id);
    if (found) return found.protoSkillTitle ?? found.protoSkillId?.protoSkillTitle ?? null;
  }
  return null;
}

type SkillChange = { id?: string; body?: { protoSkillId?: string } };

const ownSkillTitle = (queryClient: QueryClient, variables: unknown) =>
  cachedTitle(queryClient, skillsKeys.userSkills(), (variables as SkillChange).id);

const { userSkill } = skillsMutationKeys;

/** Skills, categories and the catalogue are shown offline; a mentor's own skill changes wait and replay. */
export const skillsOfflineParts: OfflineParts = {
  persistedQueries: [skillsKeys.all],
  queuedChanges: [
    {
      key: userSkill.create,
      label: (i18n: I18n, queryClient, variables) => {
        const title = cachedTitle(queryClient, skillsKeys.protoSkills(), (variables as SkillChange).body?.protoSkillId);
        return title ? i18n._(msg`Add skill "${title}"`) : i18n._(msg`Add a skill`);
      },
    },
    {
      key: userSkill.edit,
      label: (i18n, queryClient, variables) => {
        const title = ownSkillTitle(queryClient, variables);
        return title ? i18n._(msg`Change skill "${title}"`) : i18n._(msg`Change a skill`);
      },
    },
    {
      key: userSkill.delete,
      label: (i18n, queryClient, variables) => {
        const title = ownSkillTitle(queryClient, variables);
        return title ? i18n._(msg`Remove skill "${title}"`) : i18n._(msg`Remove a skill`);
      },
    },
  ],
  beforeRestore: registerSkillsMutations,
};

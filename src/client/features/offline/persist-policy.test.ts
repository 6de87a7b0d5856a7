import { dehydrate, hashKey, hydrate, onlineManager, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineQueueDefaults } from '../../lib/offline-queue';
import { dehydrateOptionsFor } from '../../lib/persist';
import { createQueryClient } from '../../lib/query-client';
import { calendarKeys } from '../calendar/api';
import { feedbackKeys } from '../feedback/api';
import { paymentKeys } from '../payment/api';
import { searchKeys } from '../search/api';
import { sessionKeys } from '../session/api';
import { skillsKeys, skillsMutationKeys } from '../skills/api';
import { userKeys } from '../user/api';
import { followLastSearch, persistPolicy, queuedMutationKeys } from './persist-policy';

afterEach(() => onlineManager.setOnline(true));

const persisted = (queryClient: QueryClient) =>
  dehydrate(queryClient, dehydrateOptionsFor(persistPolicy)).queries.map((query) => query.queryHash);

describe('the persisted cache', () => {
  it('holds the allowlisted queries only: never payment, booking details, user lists or people searches', () => {
    const queryClient = createQueryClient();
    const kept: QueryKey[] = [
      userKeys.current(),
      sessionKeys.upcoming(),
      sessionKeys.past(),
      feedbackKeys.forSession('b1'),
      calendarKeys.window('mentor-1', '2030-01-01', '2030-01-08'),
      skillsKeys.ownSkillPage(1),
      skillsKeys.allCategories(),
      skillsKeys.protoSkillChoices(null),
      skillsKeys.protoSkillChoices('c1'),
    ];
    const dropped: QueryKey[] = [
      paymentKeys.config(),
      paymentKeys.bookingDetails('b1'),
      userKeys.list(1),
      searchKeys.results({ q: 'ada' }),
      feedbackKeys.publicReviews(),
    ];
    for (const key of [...kept, ...dropped]) queryClient.setQueryData(key, { some: 'data' });

    expect(persisted(queryClient).sort()).toEqual(kept.map((key) => hashKey(key)).sort());
  });

  it('holds the last mentor search only, so search offline shows the last results', () => {
    const queryClient = createQueryClient();
    const stop = followLastSearch(queryClient);
    queryClient.setQueryData(searchKeys.results({ q: 'ada' }), [], { updatedAt: 1000 });
    queryClient.setQueryData(searchKeys.results({ categoryId: 'c1' }), [], { updatedAt: 2000 });
    expect(persisted(queryClient)).toEqual([hashKey(searchKeys.results({ categoryId: 'c1' }))]);
    queryClient.setQueryData(searchKeys.results({ q: 'ada' }), [], { updatedAt: 3000 });
    expect(persisted(queryClient)).toEqual([hashKey(searchKeys.results({ q: 'ada' }))]);
    // A mentor's profile opened later is not a search: the last results stay the ones kept.
    queryClient.setQueryData(searchKeys.profile('m1'), {}, { updatedAt: 4000 });
    expect(persisted(queryClient)).toEqual([hashKey(searchKeys.results({ q: 'ada' }))]);
    stop();
  });

  it('holds only the queued changes that still wait: feedback and mentor skills, not synced ones or others', async () => {
    const queryClient = createQueryClient();
    const cache = queryClient.getMutationCache();
    const done = cache.build(queryClient, { mutationKey: feedbackKeys.submit(), mutationFn: () => Promise.resolve('ok') });
    await done.execute({ body: {}, idempotencyKey: 'k0' });

    onlineManager.setOnline(false);
    const build = (mutationKey: readonly string[]) =>
      cache.build(queryClient, { mutationKey, mutationFn: () => Promise.resolve('ok') });
    void build(feedbackKeys.submit()).execute({ idempotencyKey: 'k1' });
    void build(skillsMutationKeys.userSkill.edit).execute({ idempotencyKey: 'k2' });
    void build(skillsMutationKeys.category.edit).execute({ id: 'c1' });

    const mutations = dehydrate(queryClient, dehydrateOptionsFor(persistPolicy)).mutations;
    expect(mutations.map((mutation) => mutation.mutationKey)).toEqual([feedbackKeys.submit(), skillsMutationKeys.userSkill.edit]);
    expect(queuedMutationKeys).toHaveLength(5);
  });

  it('replays restored changes one after another, in the order they were made', async () => {
    const before = createQueryClient();
    onlineManager.setOnline(false);
    for (const [key, idempotencyKey] of [
      [skillsMutationKeys.userSkill.create, 'first'],
      [feedbackKeys.submit(), 'second'],
      [skillsMutationKeys.userSkill.delete, 'third'],
    ] as const) {
      before.setMutationDefaults(key, { ...offlineQueueDefaults, mutationFn: () => Promise.resolve() });
      void before.getMutationCache().build(before, { mutationKey: key }).execute({ idempotencyKey });
    }
    const stored = JSON.parse(JSON.stringify(dehydrate(before, dehydrateOptionsFor(persistPolicy))));

    const after = createQueryClient();
    const calls: string[] = [];
    let running = 0;
    for (const key of queuedMutationKeys) {
      after.setMutationDefaults(key, {
        ...offlineQueueDefaults,
        mutationFn: async ({ idempotencyKey }: { idempotencyKey: string }) => {
          running++;
          calls.push(`${idempotencyKey}${running > 1 ? ' (overlapping)' : ''}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
        },
      });
    }
    hydrate(after, stored);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await expect.poll(() => calls).toEqual(['first', 'second', 'third']);
  });
});

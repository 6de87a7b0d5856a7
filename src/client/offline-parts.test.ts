import { dehydrate, hashKey, hydrate, onlineManager, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { calendarKeys } from './features/calendar/api';
import { feedbackKeys } from './features/feedback/api';
import { changeLabel } from './features/offline/change-label';
import { followLastSearch, persistPolicy, queuedChanges, registerOfflineParts } from './features/offline/persist-policy';
import { paymentKeys } from './features/payment/api';
import { packKeys } from './features/payment/packs-api';
import { searchKeys } from './features/search/api';
import { sessionKeys } from './features/session/api';
import { skillsMutationKeys } from './features/skills/api';
import { skillsKeys } from './features/skills/queries';
import { userKeys } from './features/user/api';
import { offlineQueueDefaults } from './lib/offline-queue';
import { dehydrateOptionsFor } from './lib/persist';
import { createQueryClient } from './lib/query-client';
import { offlineParts } from './offline-parts';

// The policy as the app starts it: with every feature's offline parts.
beforeAll(() => registerOfflineParts(offlineParts));
afterEach(() => onlineManager.setOnline(true));

const queuedMutationKeys = () => queuedChanges().map((change) => change.key);

const persisted = (queryClient: QueryClient) =>
  dehydrate(queryClient, dehydrateOptionsFor(persistPolicy)).queries.map((query) => query.queryHash);

describe('the persisted cache', () => {
  it('holds the allowlisted queries only: of payment only the public pack prices; never booking details, user lists or people searches', () => {
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
      packKeys.packs(),
    ];
    const dropped: QueryKey[] = [
      paymentKeys.config(),
      paymentKeys.bookingDetails('b1'),
      packKeys.subscription(),
      packKeys.receipts(),
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
    expect(queuedMutationKeys()).toHaveLength(5);
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
    for (const key of queuedMutationKeys()) {
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

describe('the pending-changes list', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('names each queued change as the feature that queued it says, with the stored item it is about', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionKeys.past(), [
      { _id: 'b1', title: '1 Hour Session', selectedSkill: [{ protoSkillTitle: 'Rust' }] },
    ]);
    queryClient.setQueryData(skillsKeys.ownSkillPage(1), { skills: [{ _id: 'us1', protoSkillId: { protoSkillTitle: 'Go' } }] });
    const label = (key: readonly unknown[], variables: unknown) => changeLabel(i18n, queryClient, key, variables);
    expect(label(feedbackKeys.submit(), { body: { bookingId: 'b1' } })).toBe('Feedback on "Rust"');
    expect(label(feedbackKeys.submit(), { body: { bookingId: 'gone' } })).toBe('Feedback on a session');
    expect(label(skillsMutationKeys.userSkill.delete, { id: 'us1' })).toBe('Remove skill "Go"');
    expect(label(skillsMutationKeys.userSkill.edit, { id: 'other' })).toBe('Change a skill');
  });
});

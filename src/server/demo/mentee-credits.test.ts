import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIntegrity } from '../ops/integrity.queries';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { seedMenteeCredits } from './mentee-credits';

let h: TestHarness;
let mentees: LoggedIn[];
beforeAll(async () => {
  h = await createTestHarness();
  mentees = await Promise.all([h.signup('mentee'), h.signup('mentee'), h.signup('mentee')]);
  await seedMenteeCredits(h.db, mentees.map((mentee) => ({ id: mentee.user._id })), h.clock.now());
});
afterAll(() => h.close());

describe('demo pack sessions', () => {
  it('gives the second mentee a paid 10-pack with its receipt, the third the running subscription', async () => {
    const [, withPack, subscriber] = mentees;
    expect((await withPack!.agent.get('/app/user/auth')).body.sessionCredits).toBe(10);
    const receipts = await withPack!.agent.get('/app/payment/receipts');
    expect(receipts.body).toMatchObject([{ amountCents: 8000, currency: 'EUR' }]);
    expect((await withPack!.agent.get('/app/payment/subscription')).status).toBe(404);

    expect((await subscriber!.agent.get('/app/user/auth')).body.sessionCredits).toBe(18);
    const subscription = await subscriber!.agent.get('/app/payment/subscription');
    expect(subscription.body).toMatchObject({ packId: 'monthly-18', status: 'active' });
    expect(Date.parse(subscription.body.currentPeriodEnd)).toBeGreaterThan(h.clock.now().getTime());

    expect((await mentees[0]!.agent.get('/app/user/auth')).body.sessionCredits).toBe(0);
  });

  it('keeps the books and the integrity checks whole', async () => {
    expect((await checkIntegrity(h.db)).filter((finding) => finding.violations > 0)).toEqual([]);
  });
});

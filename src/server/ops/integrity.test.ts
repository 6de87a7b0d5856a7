import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../db/schema';
import { createTestHarness, type TestHarness } from '../test/harness';
import { cardSession, HOUR } from '../test/money-fixtures';
import { heldBooking } from '../test/payment-fixtures';
import { checkIntegrity } from './integrity.queries';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

/** A booking held, then paid with the simulated test card, all through the API. */
async function paidBooking() {
  const held = await heldBooking(h);
  const intent = await held.mentee.agent.post('/app/payment/stripe/create-payment-intent', { bookingId: held.bookingId });
  if (intent.status !== 200) throw new Error(`intent failed: ${intent.status}`);
  const paid = await held.mentee.agent.post('/app/payment/simulated/confirm', {
    clientSecret: intent.body.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return held;
}

const broken = async () => (await checkIntegrity(h.db)).filter((finding) => finding.violations > 0).map((finding) => finding.rule);

describe('integrity checks (what a restore runs)', () => {
  it('pass after an admin refunded a session already held (it stays confirmed, its payment refunded)', async () => {
    const admin = await h.admin();
    const past = await cardSession(h, { hoursAhead: 2 });
    h.clock.advance(5 * HOUR);
    const refund = await admin.agent.post(`/app/admin/bookings/${past.bookingId}/refund`, { reason: 'Complaint' });
    expect(refund.body).toMatchObject({ sessionCancelled: false });
    expect(await broken()).toEqual([]);
    h.clock.set(new Date());
  });

  it('pass on bookings made and paid through the API, and name each half-written booking', async () => {
    const { bookingId, slotId } = await paidBooking();
    expect(await broken()).toEqual([]);

    await h.db.delete(payments).where(eq(payments.bookingId, bookingId));
    expect(await broken()).toEqual(['a confirmed booking paid by card has a succeeded payment, or one an admin refunded']);

    await h.db.update(bookings).set({ slotId: null }).where(eq(bookings.id, bookingId));
    expect(await broken()).toContain('a pending or confirmed booking of an existing mentor has its slot, at the same time, of the same mentor');

    await h.db.update(bookings).set({ slotId, jitsiLink: null }).where(eq(bookings.id, bookingId));
    expect(await broken()).toContain('a confirmed booking has its confirmation time, meeting link and way of payment');
  });
});

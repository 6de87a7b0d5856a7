import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Money flows make many requests per test; on a loaded machine the first ones of a file take long.
vi.setConfig({ testTimeout: 90_000 });
import { createTestHarness, type TestHarness } from '../test/harness';
import { buyPack, cardSession, HOUR, ledgerOf } from '../test/money-fixtures';
import { bookingRow, heldBooking, paymentRows } from '../test/payment-fixtures';
import { bookingNotices } from '../db/schema';
import { eq } from 'drizzle-orm';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const refundPath = (id: string) => `/app/admin/bookings/${id}/refund`;
const sum = (rows: { kind: string; amountCents: number }[], kind: string) =>
  rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amountCents, 0);

describe('POST /app/admin/bookings/{bookingId}/refund', () => {
  it('refunds a card session, cancels it while upcoming with notices, and reverses the earning; twice is a 409', async () => {
    const admin = await h.admin();
    const session = await cardSession(h, { hoursAhead: 30 });
    const response = await admin.agent.post(refundPath(session.bookingId), { reason: 'The mentor could not attend' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ bookingId: session.bookingId, amountCents: 1000, currency: 'EUR', sessionCancelled: true });
    expect((await bookingRow(h, session.bookingId)).status).toBe('cancelled');
    expect((await paymentRows(h, session.bookingId))[0]!.status).toBe('refunded');
    const rows = await ledgerOf(h, session.bookingId);
    expect(sum(rows, 'earning')).toBe(0);
    expect(sum(rows, 'fee')).toBe(0);
    expect(sum(rows, 'refund')).toBe(1000);
    const notices = await h.db.select().from(bookingNotices).where(eq(bookingNotices.bookingId, session.bookingId));
    expect(notices.filter((notice) => notice.kind === 'cancelled').length).toBeGreaterThan(0);
    const earnings = await session.mentor.agent.get('/app/earnings');
    expect(earnings.body.items).toEqual([expect.objectContaining({ bookingId: session.bookingId, status: 'refunded', netCents: 800 })]);
    expect(earnings.body.pendingCents).toBe(0);

    const again = await admin.agent.post(refundPath(session.bookingId), { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This booking has already been refunded.');
  });

  it('refunds a past session without cancelling it, and a pack-credit session for the credit’s value', async () => {
    const admin = await h.admin();
    const past = await cardSession(h, { hoursAhead: 2 });
    h.clock.advance(5 * HOUR);
    const response = await admin.agent.post(refundPath(past.bookingId), { reason: 'Complaint' });
    expect(response.body).toMatchObject({ amountCents: 1000, sessionCancelled: false });
    expect((await bookingRow(h, past.bookingId)).status).toBe('confirmed');

    const mentee = await h.signup('mentee');
    await buyPack(mentee, 'pack-10');
    const held = await heldBooking(h, { mentee });
    await mentee.agent.post('/app/session/confirm-credit-slot', { bookingId: held.bookingId });
    const credit = await admin.agent.post(refundPath(held.bookingId), { reason: 'Complaint' });
    expect(credit.body).toMatchObject({ amountCents: 800, sessionCancelled: true });
  });

  it('refuses a booking that was never paid (409), an unknown one (404) and bad input (400)', async () => {
    const admin = await h.admin();
    const held = await heldBooking(h);
    expect((await admin.agent.post(refundPath(held.bookingId), { reason: 'x' })).status).toBe(409);
    expect((await admin.agent.post(refundPath('00000000-0000-4000-8000-000000000000'), { reason: 'x' })).status).toBe(404);
    const bad = await admin.agent.post(refundPath(held.bookingId), { reason: '   ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual([{ path: 'reason', msg: 'Enter a reason' }]);
    expect((await admin.agent.post(refundPath('nope'), { reason: 'x' })).status).toBe(400);
  });

  it('is for admins only: a mentee, even the payer, gets 403', async () => {
    const session = await cardSession(h, { hoursAhead: 30 });
    expect((await session.mentee.agent.post(refundPath(session.bookingId), { reason: 'Please' })).status).toBe(403);
    expect((await session.mentor.agent.post(refundPath(session.bookingId), { reason: 'Please' })).status).toBe(403);
    expect((await h.agent().post(refundPath(session.bookingId), { reason: 'Please' })).status).toBe(401);
    expect((await bookingRow(h, session.bookingId)).status).toBe('confirmed');
  });
});

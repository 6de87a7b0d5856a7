import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Money flows make many requests per test; on a loaded machine the first ones of a file take long.
vi.setConfig({ testTimeout: 90_000 });
import { createTestHarness, type TestHarness } from '../test/harness';
import { cardSession } from '../test/money-fixtures';
import { heldBooking } from '../test/payment-fixtures';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

describe('GET /app/admin/bookings', () => {
  it('lists paid sessions newest first with both names, finds one by booking id or a name, and shows a refund', async () => {
    const admin = await h.admin();
    const session = await cardSession(h, { hoursAhead: 30 });
    const unpaid = await heldBooking(h);

    const all = await admin.agent.get('/app/admin/bookings');
    expect(all.status).toBe(200);
    const ids = all.body.map((row: { bookingId: string }) => row.bookingId);
    expect(ids).toContain(session.bookingId);
    expect(ids).not.toContain(unpaid.bookingId);

    const byId = await admin.agent.get(`/app/admin/bookings?query=${session.bookingId}`);
    expect(byId.body).toEqual([
      {
        bookingId: session.bookingId,
        start: expect.any(String),
        status: 'confirmed',
        paidWith: 'card',
        amountCents: 1000,
        currency: 'EUR',
        menteeName: session.mentee.user.userName,
        mentorName: session.mentor.user.userName,
        skillTitle: expect.any(String),
        refundedAt: null,
        refundReason: null,
      },
    ]);
    const byName = await admin.agent.get(
      `/app/admin/bookings?query=${encodeURIComponent(session.mentee.user.email.toUpperCase())}`,
    );
    expect(byName.body.map((row: { bookingId: string }) => row.bookingId)).toEqual([session.bookingId]);
    // A LIKE wildcard is searched for as itself.
    expect((await admin.agent.get('/app/admin/bookings?query=%25')).body).toEqual([]);

    await admin.agent.post(`/app/admin/bookings/${session.bookingId}/refund`, { reason: 'The mentor did not come' });
    const refunded = await admin.agent.get(`/app/admin/bookings?query=${session.bookingId}`);
    expect(refunded.body[0]).toMatchObject({
      status: 'cancelled',
      refundedAt: expect.any(String),
      refundReason: 'The mentor did not come',
    });
  });

  it('writes the refund to the audit log with the reason, naming the mentee', async () => {
    const admin = await h.admin();
    const session = await cardSession(h, { hoursAhead: 30 });
    await admin.agent.post(`/app/admin/bookings/${session.bookingId}/refund`, { reason: 'Double booking' });
    const audit = await admin.agent.get('/app/admin/audit');
    expect(audit.body[0]).toMatchObject({
      adminUuid: admin.user.uuid,
      action: 'refund',
      targetUuid: session.bookingId,
      reason: 'Double booking',
      targetName: session.mentee.user.userName,
    });
    // A refused second refund writes nothing.
    await admin.agent.post(`/app/admin/bookings/${session.bookingId}/refund`, { reason: 'Again' });
    expect((await admin.agent.get('/app/admin/audit')).body[0].reason).toBe('Double booking');
  });

  it('refuses bad input (400 list form), mentees and mentors (403) and visitors (401)', async () => {
    const admin = await h.admin();
    const bad = await admin.agent.get(`/app/admin/bookings?query=${'x'.repeat(201)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual([{ path: 'query', msg: 'At most 200 characters' }]);
    expect((await admin.agent.get('/app/admin/bookings?page=0')).status).toBe(400);
    const session = await cardSession(h, { hoursAhead: 30 });
    expect((await session.mentee.agent.get('/app/admin/bookings')).status).toBe(403);
    expect((await session.mentor.agent.get('/app/admin/bookings')).status).toBe(403);
    expect((await h.agent().get('/app/admin/bookings')).status).toBe(401);
  });
});

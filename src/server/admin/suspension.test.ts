import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNotices, bookings } from '../db/schema';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { freeSessionTokens, hourFromNow, insertSession } from '../test/session-fixtures';

let h: TestHarness;
let admin: LoggedIn;
beforeAll(async () => {
  h = await createTestHarness();
  admin = await h.admin();
});
afterAll(() => h.close());

describe('POST /app/admin/users/{uuid}/suspend and /unsuspend', () => {
  it("ends the user's logins at once, refuses new ones with 403, and unsuspend lets them back in", async () => {
    const mentee = await h.signup('mentee', { userName: 'Sus Pect' });
    const secondDevice = h.agent();
    expect((await secondDevice.post('/app/user/login', { email: mentee.user.email, password: mentee.password })).status).toBe(200);
    expect((await mentee.agent.get('/app/user/auth')).status).toBe(200);

    const suspended = await admin.agent.post(`/app/admin/users/${mentee.user.uuid}/suspend`, { reason: 'Spam messages' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.user).toMatchObject({ uuid: mentee.user.uuid, suspensionReason: 'Spam messages' });
    expect((await mentee.agent.get('/app/user/auth')).status).toBe(401);
    expect((await secondDevice.get('/app/user/auth')).status).toBe(401);

    const login = await h.agent().post('/app/user/login', { email: mentee.user.email, password: mentee.password });
    expect(login.status).toBe(403);
    expect(login.body.msg).toMatch(/suspended/);
    // A wrong password learns nothing about the suspension.
    expect((await h.agent().post('/app/user/login', { email: mentee.user.email, password: 'wrong-password!' })).status).toBe(401);

    expect((await admin.agent.post(`/app/admin/users/${mentee.user.uuid}/suspend`, { reason: 'again' })).status).toBe(409);
    expect((await admin.agent.post(`/app/admin/users/${mentee.user.uuid}/unsuspend`)).status).toBe(200);
    expect((await admin.agent.post(`/app/admin/users/${mentee.user.uuid}/unsuspend`)).status).toBe(409);
    expect((await h.agent().post('/app/user/login', { email: mentee.user.email, password: mentee.password })).status).toBe(200);
  });

  it("hides a mentor from search and cancels their upcoming sessions with notices and a free session for the mentee", async () => {
    const mentor = await h.signup('mentor', { userName: 'Suspended Sam' });
    const mentee = await h.signup('mentee');
    const upcoming = await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start: hourFromNow(h, 30) });
    const past = await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start: hourFromNow(h, -30) });
    const search = async () => ((await mentee.agent.get('/app/search?text=Suspended Sam')).body as Array<{ uuid: string }>).map((m) => m.uuid);
    expect(await search()).toContain(mentor.user.uuid);
    const tokensBefore = await freeSessionTokens(h, mentee.user._id);

    expect((await admin.agent.post(`/app/admin/users/${mentor.user.uuid}/suspend`, { reason: 'No-shows' })).status).toBe(200);
    expect(await search()).not.toContain(mentor.user.uuid);
    expect((await mentee.agent.get(`/app/search/mentor/${mentor.user.uuid}`)).status).toBe(404);

    const [cancelled] = await h.db.select().from(bookings).where(eq(bookings.id, upcoming.bookingId));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'mentor' });
    const [kept] = await h.db.select().from(bookings).where(eq(bookings.id, past.bookingId));
    expect(kept!.status).toBe('confirmed');
    expect(await freeSessionTokens(h, mentee.user._id)).toBe(tokensBefore + 1);
    const notices = await h.db
      .select()
      .from(bookingNotices)
      .where(and(eq(bookingNotices.bookingId, upcoming.bookingId), eq(bookingNotices.recipientId, mentee.user._id)));
    expect(notices.map((n) => `${n.kind}/${n.channel}`).sort()).toEqual(['cancelled/mail', 'cancelled/push']);
  });

  it('needs a reason; 404 unknown user; 403 for an admin account; 400 malformed uuid', async () => {
    const mentee = await h.signup('mentee');
    expect((await admin.agent.post(`/app/admin/users/${mentee.user.uuid}/suspend`, {})).status).toBe(400);
    expect((await admin.agent.post(`/app/admin/users/${mentee.user.uuid}/suspend`, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await admin.agent.post('/app/admin/users/00000000-0000-4000-8000-000000000000/suspend', { reason: 'x' })).status).toBe(404);
    expect((await admin.agent.post('/app/admin/users/00000000-0000-4000-8000-000000000000/unsuspend')).status).toBe(404);
    expect((await admin.agent.post(`/app/admin/users/${admin.user.uuid}/suspend`, { reason: 'x' })).status).toBe(403);
    expect((await admin.agent.post('/app/admin/users/nope/suspend', { reason: 'x' })).status).toBe(400);
  });
});

describe('GET /app/admin/users', () => {
  it('searches by name or email, filters by role and status, pages', async () => {
    const stamp = Date.now().toString(36);
    const mentor = await h.signup('mentor', { userName: `Findable Fiona ${stamp}` });
    const mentee = await h.signup('mentee', { userName: `Other ${stamp}`, email: `fiona-${stamp}@example.test` });
    const uuidsOf = async (query: string) =>
      ((await admin.agent.get(`/app/admin/users?${query}`)).body.users as Array<{ uuid: string }>).map((u) => u.uuid);

    expect(await uuidsOf(`query=findable fiona ${stamp}`)).toEqual([mentor.user.uuid]);
    expect((await uuidsOf(`query=fiona-${stamp}`))).toEqual([mentee.user.uuid]);
    expect((await uuidsOf(`query=${stamp}&role=mentee`))).toEqual([mentee.user.uuid]);
    expect((await uuidsOf(`query=${stamp}&status=suspended`))).toEqual([]);
    await admin.agent.post(`/app/admin/users/${mentee.user.uuid}/suspend`, { reason: 'test' });
    expect((await uuidsOf(`query=${stamp}&status=suspended`))).toEqual([mentee.user.uuid]);
    expect((await uuidsOf(`query=${stamp}&status=active`))).toEqual([mentor.user.uuid]);
    // LIKE's wildcards are plain characters.
    expect(await uuidsOf('query=%25')).toEqual([]);

    const page = await admin.agent.get('/app/admin/users?page=1');
    expect(page.body).toMatchObject({ page: 1 });
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    expect((await admin.agent.get('/app/admin/users?role=boss')).status).toBe(400);
    expect((await admin.agent.get('/app/admin/users?status=asleep')).status).toBe(400);
    expect((await admin.agent.get(`/app/admin/users?query=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

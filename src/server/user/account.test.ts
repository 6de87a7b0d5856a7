import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, slots, users } from '../db/schema';
import { createTestHarness, uniqueEmail, type TestHarness } from '../test/harness';
import { IMAGE_PATH, PNG_1PX } from '../test/images';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());


describe('profile changes', () => {
  it('changes user name, email and image of the caller only', async () => {
    const me = await h.signup('mentor');
    const other = await h.signup('mentor');

    const name = await me.agent.post('/app/user/change-username', { newUserName: '  Grace Hopper ' });
    expect(name.status).toBe(200);
    expect(name.body).toMatchObject({ message: 'User name changed successfully', user: { userName: 'Grace Hopper' } });

    const newEmail = uniqueEmail('changed');
    const email = await me.agent.put('/app/user/change-email', { newEmail, password: me.password });
    expect(email.status).toBe(200);
    expect(email.body.user.email).toBe(newEmail);
    expect((await h.agent().post('/app/user/login', { email: newEmail, password: me.password })).status).toBe(200);

    const image = await me.agent.put('/app/user/change-image', { newImage: PNG_1PX });
    expect(image.status).toBe(200);
    expect(image.body.user.image).toMatch(IMAGE_PATH);

    const untouched = await other.agent.get('/app/user/auth');
    expect(untouched.body).toMatchObject({ userName: other.user.userName, email: other.user.email, image: null });
  });

  it('keeps the accent-free search name in step with the user name', async () => {
    const me = await h.signup('mentor');
    await me.agent.post('/app/user/change-username', { newUserName: 'Zoë Müller' });
    const [row] = await h.db.select({ searchName: users.searchName }).from(users).where(eq(users.uuid, me.user.uuid));
    expect(row?.searchName).toBe('zoe muller');
  });

  it('refuses an email someone else has (409), bad input (400) and anonymous callers (401)', async () => {
    const me = await h.signup('mentee');
    const other = await h.signup('mentee');
    const taken = await me.agent.put('/app/user/change-email', { newEmail: other.user.email, password: me.password });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('An account with this email already exists.');

    expect((await me.agent.post('/app/user/change-username', { newUserName: '   ' })).body.error[0]).toMatchObject({
      path: 'newUserName',
    });
    expect((await me.agent.put('/app/user/change-email', { newEmail: 'nope', password: me.password })).status).toBe(400);
    const notImage = await me.agent.put('/app/user/change-image', { newImage: 'data:image/jpeg;base64,aGVsbG8=' });
    expect(notImage.status).toBe(400);
    expect(notImage.body.error[0]).toMatchObject({ path: 'newImage' });
    const huge = await me.agent.put('/app/user/change-image', { newImage: `data:image/png;base64,${'A'.repeat(1_500_000)}` });
    expect(huge.status).toBe(400);

    expect((await h.agent().post('/app/user/change-username', { newUserName: 'x' })).status).toBe(401);
    expect((await h.agent().put('/app/user/change-email', { newEmail: uniqueEmail(), password: 'whatever-pw' })).status).toBe(401);
    expect((await h.agent().put('/app/user/change-image', { newImage: PNG_1PX })).status).toBe(401);
    const after = await me.agent.get('/app/user/auth');
    expect(after.body).toMatchObject({ email: me.user.email, userName: me.user.userName, image: null });
  });
});

describe('PUT /app/user/change-role', () => {
  it('lets an admin act as mentor and back, keeping originalRole', async () => {
    const admin = await h.admin();
    const asMentor = await admin.agent.put('/app/user/change-role', { role: 'mentor' });
    expect(asMentor.status).toBe(200);
    expect(asMentor.body.user).toMatchObject({ role: 'mentor', originalRole: 'admin' });
    expect(asMentor.body.message).toBe('You are now acting as mentor.');
    const back = await admin.agent.put('/app/user/change-role', { role: 'admin' });
    expect(back.body.user.role).toBe('admin');
  });

  it('refuses everyone who is not originally an admin, and unknown roles', async () => {
    const mentee = await h.signup('mentee');
    const response = await mentee.agent.put('/app/user/change-role', { role: 'admin' });
    expect(response.status).toBe(403);
    expect((await mentee.agent.get('/app/user/auth')).body.role).toBe('mentee');
    const admin = await h.admin();
    expect((await admin.agent.put('/app/user/change-role', { role: 'superuser' })).status).toBe(400);
    expect((await h.agent().put('/app/user/change-role', { role: 'mentor' })).status).toBe(401);
  });
});

describe('GET /app/user/get-users', () => {
  it('shows public fields to users and more to admins', async () => {
    const mentee = await h.signup('mentee');
    const admin = await h.admin();
    const asUser = await mentee.agent.get('/app/user/get-users');
    expect(asUser.status).toBe(200);
    expect(asUser.body.users.length).toBeGreaterThan(1);
    for (const user of asUser.body.users) expect(Object.keys(user).sort()).toEqual(['image', 'role', 'userName', 'uuid']);
    const asAdmin = await admin.agent.get('/app/user/get-users');
    expect(asAdmin.body.users[0]).toHaveProperty('email');
    expect(asAdmin.body).toMatchObject({ page: 1, totalPages: 1 });
  });

  it('needs a login and a sane page', async () => {
    expect((await h.agent().get('/app/user/get-users')).status).toBe(401);
    const mentee = await h.signup('mentee');
    expect((await mentee.agent.get('/app/user/get-users?page=0')).status).toBe(400);
    expect((await mentee.agent.get('/app/user/get-users?page=99')).body.users).toEqual([]);
  });
});

describe('DELETE /app/user', () => {
  async function futureSessionBetween(mentorId: string, menteeId: string) {
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const end = new Date(start.getTime() + 3600_000);
    const [slot] = await h.db.insert(slots).values({ mentorId, startAt: start, endAt: end, title: '1 Hour Session' }).returning();
    const [booking] = await h.db
      .insert(bookings)
      .values({
        slotId: slot!.id,
        mentorId,
        menteeId,
        skillTitle: 'TypeScript',
        title: '1 Hour Session',
        startAt: start,
        endAt: end,
        status: 'confirmed',
        priceCents: 1000,
        currency: 'EUR',
        paidWith: 'card',
      })
      .returning();
    return booking!;
  }

  it('deletes the account, ends its sessions and releases its future bookings', async () => {
    const mentee = await h.signup('mentee');
    const mentor = await h.signup('mentor');
    const booking = await futureSessionBetween(mentor.user._id, mentee.user._id);

    const response = await mentee.agent.delete('/app/user');
    expect(response.status).toBe(200);
    expect((await mentee.agent.get('/app/user/auth')).status).toBe(401);
    expect((await h.agent().post('/app/user/login', { email: mentee.user.email, password: mentee.password })).status).toBe(401);

    const [after] = await h.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ status: 'cancelled', menteeId: null, mentorId: mentor.user._id });
    expect((await mentor.agent.get('/app/user/auth')).status).toBe(200);
  });

  it('credits mentees a free session when their mentor deletes the account', async () => {
    const mentee = await h.signup('mentee');
    const mentor = await h.signup('mentor');
    const booking = await futureSessionBetween(mentor.user._id, mentee.user._id);
    expect((await mentor.agent.delete('/app/user')).status).toBe(200);
    const [after] = await h.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ status: 'cancelled', cancelledBy: 'mentor', mentorId: null });
    expect((await mentee.agent.get('/app/user/auth')).body.freeSessionTokens).toBe(1);
  });

  it('needs a login', async () => {
    expect((await h.agent().delete('/app/user')).status).toBe(401);
  });
});

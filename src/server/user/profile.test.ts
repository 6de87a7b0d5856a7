import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVersions, users } from '../db/schema';
import { PNG_1PX } from '../test/images';
import { createTestHarness, type TestHarness } from '../test/harness';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const allOn = { bookingMail: true, bookingPush: true, reminderMail: true, reminderPush: true };

describe('PUT /app/user/profile', () => {
  it("saves a mentor's headline, bio, languages and zone, trimmed, and GET /user/auth answers them", async () => {
    const mentor = await h.signup('mentor');
    expect(mentor.user).toMatchObject({ headline: null, bio: null, languages: [], timeZone: null, notifications: allOn });

    const saved = await mentor.agent.put('/app/user/profile', {
      headline: '  Staff engineer, 12 years of TypeScript ',
      bio: 'I help people ship.',
      languages: ['de', 'en'],
      timeZone: 'europe/berlin',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your profile has been saved.');
    const expected = {
      headline: 'Staff engineer, 12 years of TypeScript',
      bio: 'I help people ship.',
      languages: ['de', 'en'],
      timeZone: 'Europe/Berlin',
    };
    expect(saved.body.user).toMatchObject(expected);
    expect((await mentor.agent.get('/app/user/auth')).body).toMatchObject(expected);
  });

  it('changes only the fields sent; an empty text or a null zone clears it', async () => {
    const mentor = await h.signup('mentor');
    await mentor.agent.put('/app/user/profile', { headline: 'Designer', bio: 'Bio', languages: ['fr'], timeZone: 'Asia/Tokyo' });

    const partial = await mentor.agent.put('/app/user/profile', { bio: '' });
    expect(partial.body.user).toMatchObject({ headline: 'Designer', bio: null, languages: ['fr'], timeZone: 'Asia/Tokyo' });

    const cleared = await mentor.agent.put('/app/user/profile', { timeZone: null, languages: [] });
    expect(cleared.body.user).toMatchObject({ headline: 'Designer', timeZone: null, languages: [] });
  });

  it('lets mentees and admins set their zone but not mentor fields (403)', async () => {
    const mentee = await h.signup('mentee');
    const zone = await mentee.agent.put('/app/user/profile', { timeZone: 'America/New_York' });
    expect(zone.status).toBe(200);
    expect(zone.body.user.timeZone).toBe('America/New_York');

    const headline = await mentee.agent.put('/app/user/profile', { headline: 'Learner', timeZone: 'Asia/Tokyo' });
    expect(headline.status).toBe(403);
    expect(headline.body.msg).toBe('Only mentors have a headline, bio and languages.');
    // Refused as a whole: the zone sent with it is not saved either.
    expect((await mentee.agent.get('/app/user/auth')).body.timeZone).toBe('America/New_York');

    const admin = await h.admin();
    expect((await admin.agent.put('/app/user/profile', { languages: ['en'] })).status).toBe(403);
    expect((await admin.agent.put('/app/user/profile', { timeZone: 'UTC' })).body.user.timeZone).toBe('UTC');
  });

  it('refuses bad input with the 400 list form, field by field, and saves nothing', async () => {
    const mentor = await h.signup('mentor');
    const bad = await mentor.agent.put('/app/user/profile', {
      headline: 'x'.repeat(81),
      bio: 'y'.repeat(1001),
      languages: ['en', 'en', 'xx', 'de', 'fr', 'it'],
      timeZone: '+01:00',
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.error.map((issue: { path: string }) => issue.path).sort();
    expect(paths).toEqual(expect.arrayContaining(['bio', 'headline', 'languages', 'timeZone']));
    expect(bad.body.error).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'headline', msg: 'Headline must be at most 80 characters' }),
        expect.objectContaining({ path: 'timeZone', msg: 'Choose a time zone from the list' }),
        expect.objectContaining({ msg: 'Choose at most 5 languages' }),
      ]),
    );
    for (const timeZone of ['CET', 'Mars/Olympus_Mons', '', 'Europe/Berlin\u0000']) {
      expect((await mentor.agent.put('/app/user/profile', { timeZone })).status).toBe(400);
    }
    expect((await mentor.agent.put('/app/user/profile', { languages: 'en' })).status).toBe(400);
    expect((await mentor.agent.put('/app/user/profile', { headline: 42 })).status).toBe(400);

    const [row] = await h.db.select().from(users).where(eq(users.uuid, mentor.user.uuid));
    expect(row).toMatchObject({ headline: null, bio: null, languages: [], timeZone: null });
  });

  it('answers validation messages in German for a German caller', async () => {
    const mentor = await h.signup('mentor');
    const bad = await mentor.agent.put('/app/user/profile', { timeZone: 'nowhere' }, { 'accept-language': 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.error[0].msg).not.toBe('Choose a time zone from the list');
  });

  it("refreshes cached searches when a mentor's profile or picture changes, not when a zone does", async () => {
    const mentor = await h.signup('mentor');
    const mentorsVersion = async () =>
      (await h.db.select().from(readVersions).where(eq(readVersions.scope, 'mentors')))[0]?.version ?? 0;
    let before = await mentorsVersion();
    await mentor.agent.put('/app/user/profile', { headline: 'New headline' });
    expect(await mentorsVersion()).toBeGreaterThan(before);
    before = await mentorsVersion();
    await mentor.agent.put('/app/user/change-image', { newImage: PNG_1PX });
    expect(await mentorsVersion()).toBeGreaterThan(before);
    before = await mentorsVersion();
    await mentor.agent.put('/app/user/profile', { timeZone: 'Asia/Tokyo' });
    expect(await mentorsVersion()).toBe(before);
  });

  it('needs a login (401)', async () => {
    expect((await h.agent().put('/app/user/profile', { timeZone: 'UTC' })).status).toBe(401);
  });
});

describe('PUT /app/user/notifications', () => {
  it("changes only the caller's given switches", async () => {
    const me = await h.signup('mentee');
    const other = await h.signup('mentor');
    const saved = await me.agent.put('/app/user/notifications', { bookingMail: false, reminderPush: false });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your notification settings have been saved.');
    const expected = { bookingMail: false, bookingPush: true, reminderMail: true, reminderPush: false };
    expect(saved.body.user.notifications).toEqual(expected);
    expect((await me.agent.get('/app/user/auth')).body.notifications).toEqual(expected);
    expect((await other.agent.get('/app/user/auth')).body.notifications).toEqual(allOn);

    const back = await me.agent.put('/app/user/notifications', { bookingMail: true });
    expect(back.body.user.notifications).toEqual({ ...expected, bookingMail: true });
  });

  it('refuses non-booleans (400) and anonymous callers (401)', async () => {
    const me = await h.signup('mentor');
    const bad = await me.agent.put('/app/user/notifications', { bookingMail: 'no', reminderMail: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.map((issue: { path: string }) => issue.path).sort()).toEqual(['bookingMail', 'reminderMail']);
    expect((await me.agent.get('/app/user/auth')).body.notifications).toEqual(allOn);
    expect((await h.agent().put('/app/user/notifications', { bookingMail: false })).status).toBe(401);
  });
});

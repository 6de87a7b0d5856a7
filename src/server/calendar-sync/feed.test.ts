import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedTokens } from '../db/schema';
import { runNoticesOnce } from '../notices/notice-worker';
import { addMentorSkill, hourSlot } from '../test/calendar-fixtures';
import { createTestHarness, type LoggedIn, type TestAgent, type TestHarness } from '../test/harness';
import { setFreeSessionTokens } from '../test/payment-fixtures';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

interface FeedEvent {
  uid: string;
  sequence: number;
  start: string;
  description: string;
}

/** The feed as a calendar app reads it: no cookie, the secret address alone, parsed by ical.js. */
async function readFeed(url: string): Promise<{ status: number; events: FeedEvent[]; headers: Headers }> {
  const response = await h.agent().get(new URL(url).pathname);
  if (response.status !== 200) return { status: response.status, events: [], headers: response.headers };
  expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(response.body as string));
  const events = calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    description: String(event.getFirstPropertyValue('description')),
  }));
  return { status: 200, events, headers: response.headers };
}

async function createFeed(agent: TestAgent): Promise<string> {
  const response = await agent.post('/app/calendar/feed-token');
  expect(response.status).toBe(201);
  return response.body.url as string;
}

async function bookedSession(mentor: LoggedIn, mentee: LoggedIn, hoursAhead: number, agenda?: string) {
  const skill = await addMentorSkill(h, mentor.user._id, { title: 'Go' });
  const slot = await mentor.agent.post('/app/calendar', hourSlot(h, hoursAhead));
  const held = await mentee.agent.post(`/app/calendar/book/${slot.body._id}`, { skillId: skill.id, agenda });
  expect(held.status).toBe(201);
  await setFreeSessionTokens(h, mentee.user._id, 1);
  expect((await mentee.agent.post('/app/session/confirm-free-slot', { bookingId: held.body.bookingId })).status).toBe(200);
  return held.body.bookingId as string;
}

/** The UID and SEQUENCE of the last invite mailed to `email`. */
async function lastInvite(email: string) {
  while ((await runNoticesOnce(h.deps)).claimed) {
    /* drain the outbox */
  }
  const mail = h.mails.filter((message) => message.to === email && message.icalEvent).at(-1);
  const event = new ICAL.Component(ICAL.parse(mail!.icalEvent!.content)).getFirstSubcomponent('vevent')!;
  return { uid: String(event.getFirstPropertyValue('uid')), sequence: Number(event.getFirstPropertyValue('sequence')) };
}

describe('calendar feed', () => {
  it('lists confirmed sessions with the invites’ UID and SEQUENCE, and follows a booking, a reschedule and a cancel', async () => {
    const mentor = await h.signup('mentor', { userName: 'Mentor Feed' });
    const mentee = await h.signup('mentee', { userName: 'Mentee Feed' });
    const url = await createFeed(mentee.agent);
    expect(url).toMatch(/^http:\/\/localhost:3000\/app\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await readFeed(url)).events).toEqual([]);

    const bookingId = await bookedSession(mentor, mentee, 72, 'Channels and select');
    const afterBooking = await readFeed(url);
    expect(afterBooking.headers.get('cache-control')).toBe('private, max-age=300');
    expect(afterBooking.events).toHaveLength(1);
    const invite = await lastInvite(mentee.user.email);
    expect(afterBooking.events[0]).toMatchObject({ uid: invite.uid, sequence: invite.sequence });
    expect(afterBooking.events[0]!.description).toContain('Channels and select');

    const target = await mentor.agent.post('/app/calendar', hourSlot(h, 100));
    expect((await mentee.agent.post(`/app/session/${bookingId}/reschedule`, { slotId: target.body._id })).status).toBe(200);
    const afterMove = await readFeed(url);
    const moved = await lastInvite(mentee.user.email);
    expect(afterMove.events).toEqual([expect.objectContaining({ uid: invite.uid, sequence: moved.sequence, start: target.body.start })]);
    expect(moved.sequence).toBeGreaterThan(invite.sequence);

    expect((await mentee.agent.delete(`/app/session/cancel-session/${bookingId}`)).status).toBe(200);
    expect((await readFeed(url)).events).toEqual([]);
  }, 60_000);

  it('shows the mentor their side of the same session', async () => {
    const mentor = await h.signup('mentor');
    const mentee = await h.signup('mentee', { userName: 'Mia' });
    const url = await createFeed(mentor.agent);
    const bookingId = await bookedSession(mentor, mentee, 50);
    const { events } = await readFeed(url);
    expect(events).toEqual([expect.objectContaining({ uid: `${bookingId}@localhost`, sequence: 0 })]);
  });

  it('keeps only a hash, rotates and revokes; an unknown, rotated or revoked address answers 404', async () => {
    const mentee = await h.signup('mentee');
    expect((await mentee.agent.get('/app/calendar/feed-token')).status).toBe(404);
    const first = await createFeed(mentee.agent);
    const secret = first.split('/').at(-1)!.replace('.ics', '');
    const [stored] = await h.db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, mentee.user._id));
    expect(stored!.tokenHash).not.toContain(secret);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await mentee.agent.get('/app/calendar/feed-token')).body).toEqual({ createdAt: expect.any(String) });

    const second = await createFeed(mentee.agent);
    expect(second).not.toBe(first);
    expect((await readFeed(first)).status).toBe(404);
    expect((await readFeed(second)).status).toBe(200);

    const revoked = await mentee.agent.delete('/app/calendar/feed-token');
    expect(revoked.status).toBe(200);
    expect((await readFeed(second)).status).toBe(404);
    expect((await mentee.agent.delete('/app/calendar/feed-token')).status).toBe(404);
    expect((await readFeed(`http://localhost:3000/app/calendar/feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await readFeed('http://localhost:3000/app/calendar/feed/short.ics')).status).toBe(404);
  });

  it('needs a login to make, read or revoke the address', async () => {
    const visitor = h.agent();
    expect((await visitor.post('/app/calendar/feed-token')).status).toBe(401);
    expect((await visitor.get('/app/calendar/feed-token')).status).toBe(401);
    expect((await visitor.delete('/app/calendar/feed-token')).status).toBe(401);
  });
});

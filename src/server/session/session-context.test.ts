import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNotices, bookings } from '../db/schema';
import { runNoticesOnce } from '../notices/notice-worker';
import { addMentorSkill, hourSlot } from '../test/calendar-fixtures';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { setFreeSessionTokens } from '../test/payment-fixtures';
import { insertSession } from '../test/session-fixtures';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface Booked {
  mentor: LoggedIn;
  mentee: LoggedIn;
  bookingId: string;
  slotId: string;
  /** Further free slots of the same mentor. */
  free: Array<{ _id: string; start: string; end: string }>;
}

/** A session booked through the API (with a free-session token) `hoursAhead` away, with the agenda given. */
async function booked(hoursAhead = 72, agenda?: string, freeHours = [96, 120]): Promise<Booked> {
  const mentor = await h.signup('mentor', { userName: 'Mentor Mo' });
  const skill = await addMentorSkill(h, mentor.user._id, { title: 'Rust' });
  const slot = await mentor.agent.post('/app/calendar', hourSlot(h, hoursAhead));
  const free = [];
  for (const hours of freeHours) free.push((await mentor.agent.post('/app/calendar', hourSlot(h, hours))).body);
  const mentee = await h.signup('mentee', { userName: 'Mentee Meg' });
  const held = await mentee.agent.post(`/app/calendar/book/${slot.body._id}`, { skillId: skill.id, agenda });
  expect(held.status).toBe(201);
  await setFreeSessionTokens(h, mentee.user._id, 1);
  const confirmed = await mentee.agent.post('/app/session/confirm-free-slot', { bookingId: held.body.bookingId });
  expect(confirmed.status).toBe(200);
  return { mentor, mentee, bookingId: held.body.bookingId, slotId: slot.body._id, free };
}

async function sessionOf(who: LoggedIn, bookingId: string) {
  const list = (await who.agent.get('/app/session/upcoming-sessions')).body as Array<Record<string, unknown>>;
  return list.find((session) => session._id === bookingId);
}

describe('agenda', () => {
  it('is taken with the booking and shown to both sides, in the booking details and the calendar file', async () => {
    const { mentor, mentee, bookingId } = await booked(72, '  Ownership, lifetimes; and "borrowing"  ');
    const details = await mentor.agent.get(`/app/calendar/booking-details/${bookingId}`);
    expect(details.body.agenda).toBe('Ownership, lifetimes; and "borrowing"');
    expect(await sessionOf(mentee, bookingId)).toMatchObject({ agenda: 'Ownership, lifetimes; and "borrowing"', canEditAgenda: true });
    expect(await sessionOf(mentor, bookingId)).toMatchObject({ agenda: 'Ownership, lifetimes; and "borrowing"', canEditAgenda: false });
    const file = await mentor.agent.get(`/app/session/${bookingId}/ics`);
    const event = new ICAL.Component(ICAL.parse(file.body as string)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('description')).toContain('Agenda: Ownership, lifetimes; and "borrowing"');
  });

  it('refuses an agenda over 500 characters when booking', async () => {
    const mentor = await h.signup('mentor');
    const skill = await addMentorSkill(h, mentor.user._id);
    const slot = await mentor.agent.post('/app/calendar', hourSlot(h, 50));
    const mentee = await h.signup('mentee');
    const response = await mentee.agent.post(`/app/calendar/book/${slot.body._id}`, { skillId: skill.id, agenda: 'x'.repeat(501) });
    expect(response.status).toBe(400);
    expect(response.body.error[0].path).toBe('agenda');
  });

  it('is edited by the mentee until the start, by nobody else', async () => {
    const { mentor, mentee, bookingId } = await booked(30);
    const path = `/app/session/${bookingId}/agenda`;
    const saved = await mentee.agent.put(path, { agenda: 'Async traits' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ _id: bookingId, agenda: 'Async traits', message: 'Agenda saved.' });
    expect((await sessionOf(mentor, bookingId))?.agenda).toBe('Async traits');
    expect((await mentee.agent.put(path, { agenda: 'x'.repeat(501) })).status).toBe(400);
    expect((await mentor.agent.put(path, { agenda: 'Mine' })).status).toBe(403);
    expect((await (await h.signup('mentee')).agent.put(path, { agenda: 'Mine' })).status).toBe(403);
    expect((await mentee.agent.put(`/app/session/${randomUUID()}/agenda`, { agenda: 'a' })).status).toBe(404);
    expect((await mentee.agent.put(path, { agenda: '' })).body.agenda).toBeNull();
    h.clock.advance(31 * HOUR);
    try {
      const late = await mentee.agent.put(path, { agenda: 'Too late' });
      expect(late.status).toBe(409);
    } finally {
      h.clock.advance(-31 * HOUR);
    }
  });
});

describe('POST /app/session/:id/reschedule', () => {
  it('moves the mentee’s session, keeping id, payment, link and agenda, and frees the old slot', async () => {
    const { mentor, mentee, bookingId, slotId, free } = await booked(72, 'Macros');
    const before = (await h.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
    const response = await mentee.agent.post(`/app/session/${bookingId}/reschedule`, { slotId: free[0]!._id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      _id: bookingId,
      slotId: free[0]!._id,
      start: free[0]!.start,
      end: free[0]!.end,
      message: 'Your session has been moved.',
    });
    const after = (await h.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
    expect(after).toMatchObject({
      status: 'confirmed',
      jitsiLink: before.jitsiLink,
      paidWith: before.paidWith,
      priceCents: before.priceCents,
      agenda: 'Macros',
      icsSequence: 1,
      slotId: free[0]!._id,
    });
    expect(await sessionOf(mentor, bookingId)).toMatchObject({ start: free[0]!.start, agenda: 'Macros' });
    // The old slot is free for others again; the new one is not.
    const now = h.clock.now().getTime();
    const calendar = await (await h.signup('mentee')).agent.get(
      `/app/calendar/${mentor.user.uuid}?start=${new Date(now).toISOString()}&end=${new Date(now + 30 * DAY).toISOString()}`,
    );
    expect(calendar.body.map((slot: { _id: string }) => slot._id)).toEqual([slotId, free[1]!._id]);
  });

  it('tells both participants with the same UID, a higher SEQUENCE and the new time', async () => {
    const { mentor, mentee, bookingId, free } = await booked(72, 'Closures');
    await runNoticesOnce(h.deps);
    const firstMails = h.mails.filter((mail) => mail.icalEvent?.content.includes(bookingId));
    expect(firstMails).toHaveLength(2);
    h.mails.length = 0;
    expect((await mentor.agent.post(`/app/session/${bookingId}/reschedule`, { slotId: free[1]!._id, reason: 'Conference' })).status).toBe(200);
    const rows = await h.db
      .select()
      .from(bookingNotices)
      .where(and(eq(bookingNotices.bookingId, bookingId), eq(bookingNotices.kind, 'rescheduled')));
    expect(rows.map((row) => `${row.channel}:${row.sequence}`).toSorted()).toEqual(['mail:1', 'mail:1', 'push:1', 'push:1']);
    await runNoticesOnce(h.deps);
    const mails = h.mails.filter((mail) => mail.icalEvent?.content.includes(bookingId));
    expect(mails.map((mail) => mail.to).toSorted()).toEqual([mentee.user.email, mentor.user.email].toSorted());
    const uidOf = (content: string) => new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
    const first = uidOf(firstMails[0]!.icalEvent!.content);
    for (const mail of mails) {
      expect(mail.subject).toContain('Session moved');
      expect(mail.text).toContain('Agenda: Closures');
      expect(mail.text).toContain('Why it moved: Conference');
      const event = uidOf(mail.icalEvent!.content);
      expect(event.getFirstPropertyValue('uid')).toBe(first.getFirstPropertyValue('uid'));
      expect(event.getFirstPropertyValue('sequence')).toBe(1);
      expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(free[1]!.start);
      expect(mail.icalEvent!.method).toBe('REQUEST');
    }
  });

  it('keeps the rules: mentee only more than 24 h ahead, mentor with a reason, the same mentor’s free slot', async () => {
    const soon = await booked(20, undefined, [96]);
    const tooLate = await soon.mentee.agent.post(`/app/session/${soon.bookingId}/reschedule`, { slotId: soon.free[0]!._id });
    expect(tooLate.status).toBe(409);
    const noReason = await soon.mentor.agent.post(`/app/session/${soon.bookingId}/reschedule`, { slotId: soon.free[0]!._id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error[0].path).toBe('reason');
    expect(
      (await soon.mentor.agent.post(`/app/session/${soon.bookingId}/reschedule`, { slotId: soon.free[0]!._id, reason: 'Ill' })).status,
    ).toBe(200);

    const other = await booked(72, undefined, [100]);
    const path = `/app/session/${other.bookingId}/reschedule`;
    expect((await other.mentee.agent.post(path, { slotId: soon.slotId })).status).toBe(400);
    expect((await other.mentee.agent.post(path, { slotId: 'nope' })).status).toBe(400);
    expect((await other.mentee.agent.post(path, { slotId: other.slotId })).status).toBe(400);
    expect((await other.mentee.agent.post(path, { slotId: randomUUID() })).status).toBe(404);
    expect((await (await h.signup('mentee')).agent.post(path, { slotId: other.free[0]!._id })).status).toBe(403);
    expect((await other.mentee.agent.post(`/app/session/${randomUUID()}/reschedule`, { slotId: other.free[0]!._id })).status).toBe(404);
    // A slot someone else holds is taken.
    const rival = await h.signup('mentee');
    const skill = await addMentorSkill(h, other.mentor.user._id);
    expect((await rival.agent.post(`/app/calendar/book/${other.free[0]!._id}`, { skillId: skill.id })).status).toBe(201);
    const taken = await other.mentee.agent.post(path, { slotId: other.free[0]!._id });
    expect(taken.status).toBe(409);
  });

  it('has exactly one winner when 20 sessions race for one slot', async () => {
    const mentor = await h.signup('mentor');
    const start = Math.floor(h.clock.now().getTime() / HOUR) * HOUR + 200 * HOUR;
    const target = await mentor.agent.post('/app/calendar', { start: new Date(start).toISOString(), end: new Date(start + HOUR).toISOString() });
    const racers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const mentee = await h.signup('mentee');
        const session = await insertSession(h, {
          mentorId: mentor.user._id,
          menteeId: mentee.user._id,
          start: new Date(start + (index + 1) * 2 * HOUR),
        });
        return { mentee, bookingId: session.bookingId };
      }),
    );
    const answers = await Promise.all(
      racers.map(({ mentee, bookingId }) => mentee.agent.post(`/app/session/${bookingId}/reschedule`, { slotId: target.body._id })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const onTarget = await h.db.select().from(bookings).where(eq(bookings.slotId, target.body._id));
    expect(onTarget).toHaveLength(1);
  });
});

describe('GET|PUT /app/session/:id/notes', () => {
  it('keeps each participant’s notes private to them', async () => {
    const { mentor, mentee, bookingId } = await booked(72);
    const path = `/app/session/${bookingId}/notes`;
    expect((await mentee.agent.get(path)).body).toEqual({ text: '', updatedAt: null });
    const saved = await mentee.agent.put(path, { text: 'Ask about unsafe' });
    expect(saved.status).toBe(200);
    expect(saved.body.text).toBe('Ask about unsafe');
    expect((await mentee.agent.get(path)).body.text).toBe('Ask about unsafe');
    expect((await mentor.agent.get(path)).body).toEqual({ text: '', updatedAt: null });
    expect((await sessionOf(mentor, bookingId))?.myNotes).toBeNull();
    expect((await sessionOf(mentee, bookingId))?.myNotes).toBe('Ask about unsafe');
    await mentor.agent.put(path, { text: 'Prepare slides' });
    expect((await mentee.agent.get(path)).body.text).toBe('Ask about unsafe');
    expect((await mentor.agent.get(path)).body.text).toBe('Prepare slides');
  });

  it('refuses strangers, unknown sessions and over-long notes', async () => {
    const { mentee, bookingId } = await booked(72);
    const path = `/app/session/${bookingId}/notes`;
    const stranger = await h.signup('mentor');
    expect((await stranger.agent.get(path)).status).toBe(403);
    expect((await stranger.agent.put(path, { text: 'x' })).status).toBe(403);
    expect((await mentee.agent.get(`/app/session/${randomUUID()}/notes`)).status).toBe(404);
    const long = await mentee.agent.put(path, { text: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.error[0].path).toBe('text');
    expect((await mentee.agent.put(path, { text: 'x'.repeat(5000) })).status).toBe(200);
    expect((await h.agent().get(path)).status).toBe(401);
  });

  it('applies a replayed request once (Idempotency-Key)', async () => {
    const { mentee, bookingId } = await booked(72);
    const path = `/app/session/${bookingId}/notes`;
    const headers = { 'Idempotency-Key': `notes-${randomUUID()}` };
    const first = await mentee.agent.request('PUT', path, { json: { text: 'Offline thought' }, headers });
    await mentee.agent.put(path, { text: 'Changed later' });
    const replay = await mentee.agent.request('PUT', path, { json: { text: 'Offline thought' }, headers });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await mentee.agent.get(path)).body.text).toBe('Changed later');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, reminderDeliveries, users } from '../db/schema';
import { createTestHarness, type LoggedIn, type TestHarness } from '../test/harness';
import { insertSession, startTestPushService, type TestPushService } from '../test/push-fixtures';
import { buildPushPayload } from './reminder-content';
import { dueOffset, runOnce, startReminderScheduler } from './reminder-scheduler';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let h: TestHarness;
let pushService: TestPushService;
let publicKey: string;
beforeAll(async () => {
  pushService = await startTestPushService();
  h = await createTestHarness({ PUSH_DEV_ENDPOINTS: pushService.host });
  publicKey = (await h.agent().get('/app/push/public-key')).body.publicKey;
});
afterAll(async () => {
  await pushService.close();
  await h.close();
});

/** Moves the clock past every session of earlier tests, so each test sees only its own reminders. */
function freshNow(): Date {
  h.clock.advance(3 * DAY);
  return h.clock.now();
}
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

async function subscribedUser(harness: TestHarness, role: 'mentor' | 'mentee', userName: string, status = 201) {
  const user = await harness.signup(role, { userName });
  const device = pushService.device(status);
  expect((await user.agent.post('/app/push/subscribe', device.subscription)).status).toBe(201);
  return { ...user, device };
}

async function pair(harness: TestHarness = h) {
  return {
    mentor: await subscribedUser(harness, 'mentor', 'Mentor Mia'),
    mentee: await subscribedUser(harness, 'mentee', 'Mentee Max'),
  };
}

const deliveries = (harness: TestHarness, bookingId: string) =>
  harness.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.bookingId, bookingId));

describe('reminder push', () => {
  it('sends each participant one encrypted, signed push per offset, and nothing twice', async () => {
    const t0 = freshNow();
    const start = at(t0, DAY);
    const { mentor, mentee } = await pair();
    const bookingId = await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start });

    await runOnce(h.deps, t0);
    const [toMentee, ...moreToMentee] = pushService.messagesFor(mentee.device.id);
    expect(moreToMentee).toEqual([]);
    expect(toMentee!.payload).toEqual({
      type: 'session-reminder',
      title: 'Your session starts in 24 hours',
      body: 'TypeScript with Mentor Mia. Open your sessions to join.',
      de: {
        title: 'Ihre Sitzung beginnt in 24 Stunden',
        body: 'TypeScript mit Mentor Mia. Öffnen Sie Ihre Sitzungen, um teilzunehmen.',
      },
      url: `/session-preview?bookingId=${bookingId}`,
      bookingId,
      start: start.toISOString(),
      minutesBefore: 1440,
      tag: `session-${bookingId}`,
      // The day before: no "Join" yet, only "View".
      actions: [{ action: 'view', title: 'View', de: 'Ansehen', url: `/session-preview?bookingId=${bookingId}` }],
      joinUrl: null,
    });
    expect(toMentee!.headers).toMatchObject({
      ttl: String(DAY / 1000),
      urgency: 'normal',
      topic: bookingId.replace(/-/g, ''),
      'content-encoding': 'aes128gcm',
    });
    expect(toMentee!.vapid).toMatchObject({
      publicKey,
      signatureValid: true,
      audience: pushService.origin,
      subject: 'mailto:admin@localhost',
    });
    const toMentor = pushService.messagesFor(mentor.device.id);
    expect(toMentor).toHaveLength(1);
    expect(toMentor[0]!.payload.body).toBe('TypeScript with Mentee Max. Open your sessions to join.');

    await runOnce(h.deps, at(t0, MINUTE));
    await runOnce(h.deps, at(start, -2 * HOUR));
    expect(pushService.messagesFor(mentee.device.id)).toHaveLength(1);

    await runOnce(h.deps, at(start, -HOUR));
    const lastHour = pushService.messagesFor(mentee.device.id)[1]!;
    expect(lastHour.payload).toMatchObject({
      title: 'Your session starts in 1 hour',
      minutesBefore: 60,
      start: start.toISOString(),
    });
    expect(lastHour.payload.de.title).toBe('Ihre Sitzung beginnt in einer Stunde');
    // An hour before: "Join" opens the meeting, "View" the session's page.
    expect(lastHour.payload.joinUrl).toMatch(/^https:\/\/meet\.jit\.si\/test-/);
    expect(lastHour.payload.actions).toEqual([
      { action: 'join', title: 'Join', de: 'Beitreten', url: lastHour.payload.joinUrl },
      { action: 'view', title: 'View', de: 'Ansehen', url: `/session-preview?bookingId=${bookingId}` },
    ]);
    expect(lastHour.headers).toMatchObject({ ttl: '3600', urgency: 'high' });
    expect(pushService.messagesFor(mentor.device.id)).toHaveLength(2);

    await runOnce(h.deps, at(start, -30 * MINUTE));
    await runOnce(h.deps, at(start, MINUTE));
    expect(pushService.messagesFor(mentee.device.id)).toHaveLength(2);
    expect(pushService.messagesFor(mentor.device.id)).toHaveLength(2);
    expect((await deliveries(h, bookingId)).map((row) => `${row.channel}:${row.offsetMinutes}`).sort()).toEqual([
      'push:1440',
      'push:1440',
      'push:60',
      'push:60',
    ]);
    // No SMTP_URL: no reminder mails.
    expect(h.mails).toEqual([]);
  });

  it('after downtime sends only the latest due reminder, telling the real time left in the TTL and text', async () => {
    const t0 = freshNow();
    const start = at(t0, 50 * MINUTE);
    const { mentor, mentee } = await pair();
    const bookingId = await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start });

    await runOnce(h.deps, t0);
    const messages = pushService.messagesFor(mentee.device.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.payload).toMatchObject({ title: 'Your session starts in 50 minutes', minutesBefore: 60 });
    expect(messages[0]!.payload.de.title).toBe('Ihre Sitzung beginnt in 50 Minuten');
    expect(messages[0]!.headers.ttl).toBe(String(50 * 60));
    expect((await deliveries(h, bookingId)).map((row) => row.offsetMinutes)).toEqual([60, 60]);
  });

  it('does not send a 24 h reminder for a session confirmed only 2 h ahead', async () => {
    const t0 = freshNow();
    const start = at(t0, 2 * HOUR);
    const { mentor, mentee } = await pair();
    await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start, confirmedAt: t0 });

    await runOnce(h.deps, at(t0, MINUTE));
    expect(pushService.messagesFor(mentee.device.id)).toEqual([]);
    await runOnce(h.deps, at(start, -HOUR));
    expect(pushService.messagesFor(mentee.device.id).map((push) => push.payload.minutesBefore)).toEqual([60]);
    expect(pushService.messagesFor(mentor.device.id).map((push) => push.payload.minutesBefore)).toEqual([60]);
  });

  it('sends nothing for cancelled, unpaid or expired sessions', async () => {
    const t0 = freshNow();
    const { mentor, mentee } = await pair();
    const ids = [];
    for (const [index, status] of (['cancelled', 'pending', 'expired'] as const).entries()) {
      const start = at(t0, 30 * MINUTE + index * 2 * HOUR);
      ids.push(await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start, status }));
    }
    for (const offset of [0, 2, 4]) await runOnce(h.deps, at(t0, offset * HOUR));
    expect(pushService.messagesFor(mentee.device.id)).toEqual([]);
    expect(pushService.messagesFor(mentor.device.id)).toEqual([]);
    for (const id of ids) expect(await deliveries(h, id)).toEqual([]);
  });

  it('reaches every device of a participant, drops subscriptions the push service calls gone, keeps the rest', async () => {
    const t0 = freshNow();
    const start = at(t0, DAY);
    const mentor = await subscribedUser(h, 'mentor', 'Mentor Mia', 404);
    const mentee = await subscribedUser(h, 'mentee', 'Mentee Max', 410);
    const phone = pushService.device(201);
    const flaky = pushService.device(500);
    for (const device of [phone, flaky]) {
      expect((await mentee.agent.post('/app/push/subscribe', device.subscription)).status).toBe(201);
    }
    const bookingId = await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start });

    const summary = await runOnce(h.deps, t0);
    expect(summary).toMatchObject({ claimed: 2, pushSent: 1, pushFailed: 1, subscriptionsRemoved: 2 });
    expect(pushService.messagesFor(phone.id)).toHaveLength(1);
    const endpoints = async (user: LoggedIn) =>
      (await h.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.user._id)))
        .map((row) => row.endpoint)
        .sort();
    expect(await endpoints(mentee)).toEqual([phone.subscription.endpoint, flaky.subscription.endpoint].sort());
    expect(await endpoints(mentor)).toEqual([]);
    // At most once: the failed push is not retried, the claim stays.
    expect(await deliveries(h, bookingId)).toHaveLength(2);
    await runOnce(h.deps, at(t0, MINUTE));
    expect(pushService.attempts.filter((attempt) => attempt.deviceId === flaky.id)).toHaveLength(1);

    await runOnce(h.deps, at(start, -HOUR));
    const attemptedDevices = pushService.attempts.map((attempt) => attempt.deviceId);
    expect(attemptedDevices.filter((id) => id === mentee.device.id)).toHaveLength(1);
    expect(attemptedDevices.filter((id) => id === flaky.id)).toHaveLength(2);
    expect(pushService.messagesFor(phone.id)).toHaveLength(2);
  });

  it('sends each reminder exactly once when two server instances on one database run at the same moment', async () => {
    const t0 = freshNow();
    const second = await createTestHarness({ PUSH_DEV_ENDPOINTS: pushService.host }, { sharedDatabaseOf: h });
    try {
      const pairs = [];
      for (let i = 0; i < 4; i++) {
        const { mentor, mentee } = await pair();
        await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start: at(t0, 30 * MINUTE + i * MINUTE) });
        pairs.push(mentor, mentee);
      }
      const summaries = await Promise.all([
        runOnce(h.deps, t0),
        runOnce(second.deps, t0),
        runOnce(h.deps, t0),
        runOnce(second.deps, t0),
      ]);
      expect(summaries.reduce((sum, summary) => sum + summary.claimed, 0)).toBe(pairs.length);
      for (const participant of pairs) {
        const messages = pushService.messagesFor(participant.device.id);
        expect(messages).toHaveLength(1);
        expect(messages[0]!.vapid).toMatchObject({ publicKey, signatureValid: true });
      }
    } finally {
      await second.close();
    }
  });
});

describe('the scheduler', () => {
  it('runs on its own until stopped', async () => {
    freshNow();
    const { mentor, mentee } = await pair();
    await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start: at(h.clock.now(), 30 * MINUTE) });

    const scheduler = startReminderScheduler(h.deps, { intervalMs: 20 });
    await waitFor(
      () => pushService.messagesFor(mentee.device.id).length > 0 && pushService.messagesFor(mentor.device.id).length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await scheduler.stop();

    const late = await pair();
    await insertSession(h, {
      mentorId: late.mentor.user._id,
      menteeId: late.mentee.user._id,
      start: at(h.clock.now(), 40 * MINUTE),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pushService.messagesFor(mentee.device.id)).toHaveLength(1);
    expect(pushService.messagesFor(late.mentee.device.id)).toEqual([]);
  });
});

describe('reminder mail', () => {
  it('mails both participants once on the notice template, in their language and zone, with Join and the session page', async () => {
    const mailing = await createTestHarness({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const mentor = await mailing.signup('mentor', { userName: 'Mentor Mia' });
      const mentee = await mailing.signup('mentee', { userName: 'Mentee Max' });
      await mailing.db.update(users).set({ language: 'de', timeZone: 'Europe/Berlin' }).where(eq(users.id, mentee.user._id));
      const start = new Date(Math.ceil((mailing.clock.now().getTime() + DAY) / HOUR) * HOUR);
      const jitsiLink = 'https://meet.jit.si/mentor-marketplace-room-1';
      const bookingId = await insertSession(mailing, { mentorId: mentor.user._id, menteeId: mentee.user._id, start, jitsiLink });

      await runOnce(mailing.deps, at(start, -HOUR));
      await runOnce(mailing.deps, at(start, -HOUR + MINUTE));
      expect(mailing.mails.map((mail) => mail.to).sort()).toEqual([mentee.user.email, mentor.user.email].sort());
      const sessionPage = `http://localhost:3000/session-preview?bookingId=${bookingId}`;
      const clock = (zone: string, date: Date) =>
        new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(date);

      const toMentee = mailing.mails.find((mail) => mail.to === mentee.user.email)!;
      expect(toMentee.subject).toBe('Erinnerung: Ihre Sitzung beginnt in einer Stunde');
      expect(toMentee.text).toContain('Hallo Mentee Max,');
      expect(toMentee.text).toContain('Ihre Sitzung mit Mentor Mia zu TypeScript beginnt in einer Stunde.');
      expect(toMentee.text).toContain(`${clock('Europe/Berlin', start)}–${clock('Europe/Berlin', at(start, HOUR))} (Europe/Berlin)`);
      expect(toMentee.text).toContain(jitsiLink);
      expect(toMentee.text).toContain(sessionPage);
      expect(toMentee.text).not.toMatch(/Hello|Your session/);
      expect(toMentee.html).toContain('<html lang="de">');
      expect(toMentee.html).toContain(`href="${jitsiLink}"`);
      expect(toMentee.html).toContain(`href="${sessionPage.replace(/&/g, '&amp;')}"`);
      expect(toMentee.icalEvent).toBeUndefined();

      const toMentor = mailing.mails.find((mail) => mail.to === mentor.user.email)!;
      expect(toMentor.subject).toBe('Reminder: your session starts in 1 hour');
      expect(toMentor.text).toContain('Your session with Mentee Max on TypeScript starts in 1 hour.');
      expect(toMentor.text).toContain(`${clock('UTC', start)}–${clock('UTC', at(start, HOUR))} (UTC)`);
      expect(toMentor.html).toContain('<html lang="en">');
      expect(toMentor.messageId).not.toBe(toMentee.messageId);
      expect((await deliveries(mailing, bookingId)).map((row) => row.channel)).toEqual(['mail', 'mail']);
    } finally {
      await mailing.close();
    }
  });
});

describe('reminder rules', () => {
  const start = new Date('2030-05-01T09:00:00Z');
  const confirmedAt = new Date('2030-04-01T09:00:00Z');
  const offsets = [1440, 60];

  it.each([
    ['25 h before', -25 * HOUR, null],
    ['24 h before', -24 * HOUR, 1440],
    ['2 h before', -2 * HOUR, 1440],
    ['1 h before', -HOUR, 60],
    ['1 minute before', -MINUTE, 60],
    ['at the start', 0, null],
    ['after the start', MINUTE, null],
  ])('%s the due offset is %s', (_label, fromStart, expected) => {
    expect(dueOffset({ startAt: start, confirmedAt }, offsets, at(start, fromStart))).toBe(expected);
  });

  it('skips a reminder whose moment passed before the session was confirmed', () => {
    const lateConfirmation = at(start, -2 * HOUR);
    expect(dueOffset({ startAt: start, confirmedAt: lateConfirmation }, offsets, at(start, -90 * MINUTE))).toBeNull();
    expect(dueOffset({ startAt: start, confirmedAt: lateConfirmation }, offsets, at(start, -HOUR))).toBe(60);
  });

  it('keeps the push payload within the 4 kB a push message may carry, whatever the names', () => {
    const payload = buildPushPayload({
      bookingId: '00000000-0000-4000-8000-000000000000',
      startAt: start,
      offsetMinutes: 60,
      topic: '😀"\\'.repeat(200),
      otherName: '😀"\\'.repeat(100),
      joinLink: `https://meet.jit.si/${'x'.repeat(64)}`,
      now: at(start, -HOUR),
    });
    // 4096 bytes minus the aes128gcm header (86), tag (16) and padding delimiter (1).
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(3993);
    expect(payload.body).toContain('😀');
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('reminder settings', () => {
  it('sends no reminder push to a participant who switched reminder pushes off', async () => {
    const t0 = freshNow();
    const { mentor, mentee } = await pair();
    expect((await mentee.agent.put('/app/user/notifications', { reminderPush: false })).status).toBe(200);
    const bookingId = await insertSession(h, { mentorId: mentor.user._id, menteeId: mentee.user._id, start: at(t0, DAY) });
    await runOnce(h.deps, t0);
    expect(pushService.messagesFor(mentee.device.id)).toEqual([]);
    expect(pushService.messagesFor(mentor.device.id)).toHaveLength(1);
    expect((await deliveries(h, bookingId)).map((row) => row.userId)).toEqual([mentor.user._id]);
  });
});

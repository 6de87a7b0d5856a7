import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNotices, users, weeklyHours } from '../db/schema';
import type { AppDeps } from '../http/context';
import { createMailer, type Mailer } from '../mail/mailer';
import { bookingRow, heldBooking, setFreeSessionTokens, type HeldBooking } from '../test/payment-fixtures';
import { createTestHarness, type TestHarness } from '../test/harness';
import { startTestPushService, type TestPushService } from '../test/push-fixtures';
import { NOTICE_LEASE_MS, runNoticesOnce } from './notice-worker';
import { claimDueNotices } from './notices.queries';

/** A real SMTP server: what it receives is what a mail provider would get. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let h: TestHarness;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let pushService: TestPushService;
let mailer: Mailer;
/** The app's deps with the SMTP mailer, as index.ts builds them with SMTP_URL set. */
let deps: AppDeps;

beforeAll(async () => {
  smtp = await startSmtp();
  pushService = await startTestPushService();
  h = await createTestHarness({ PUSH_DEV_ENDPOINTS: pushService.host, MAIL_FROM: 'Mentor Marketplace <hello@mentors.test>' });
  mailer = createMailer({ smtpUrl: smtp.url, dataDir: 'unused', from: h.config.MAIL_FROM, logger: pino({ level: 'silent' }) });
  deps = { ...h.deps, mailer };
});
afterAll(async () => {
  mailer.close();
  await h.close();
  await smtp.close();
  await pushService.close();
});

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text.includes(email));

/** Drains the outbox as the scheduler would, until a pass finds nothing. */
async function drain(run: AppDeps = deps) {
  while ((await runNoticesOnce(run)).claimed) {
    /* next pass */
  }
}

async function confirmedBooking(options: { menteeLang?: 'de'; timeZone?: string } = {}): Promise<HeldBooking> {
  const held = await heldBooking(h);
  if (options.menteeLang)
    await h.db.update(users).set({ language: options.menteeLang }).where(eq(users.id, held.mentee.user._id));
  if (options.timeZone) await h.db.update(users).set({ timeZone: options.timeZone }).where(eq(users.id, held.mentor.user._id));
  await setFreeSessionTokens(h, held.mentee.user._id, 1);
  const confirmed = await held.mentee.agent.post('/app/session/confirm-free-slot', { bookingId: held.bookingId });
  expect(confirmed.status).toBe(200);
  return held;
}

function parseInvite(mail: ParsedMail) {
  const attachment = mail.attachments.find((part) => part.filename === 'invite.ics');
  expect(attachment, 'invite.ics attached').toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    startIsUtc: (event.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid === 'UTC',
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    organizer: event.getFirstPropertyValue('organizer'),
    attendees: event.getAllProperties('attendee').map((property) => property.getFirstValue()),
    status: event.getFirstPropertyValue('status'),
  };
}

describe('booking notices by mail', () => {
  it('mails both participants once on a confirmed booking and once on its cancellation, with invites that belong together', async () => {
    const held = await confirmedBooking({ timeZone: 'Europe/Berlin' });
    const { mentor, mentee } = held;
    await drain();
    await drain();
    const [toMentor] = mailsTo(mentor.user.email);
    const [toMentee] = mailsTo(mentee.user.email);
    expect(mailsTo(mentor.user.email)).toHaveLength(1);
    expect(mailsTo(mentee.user.email)).toHaveLength(1);

    const booking = (await mentor.agent.get(`/app/calendar/booking-details/${held.bookingId}`)).body;
    const start = new Date(booking.start);
    const berlinTime = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Berlin',
    }).format(start);
    expect(toMentor!.subject).toMatch(
      new RegExp(`^New booking: ${mentee.user.userName}, ${booking.selectedSkill[0].protoSkillTitle}, \\w{3} ${berlinTime}$`),
    );
    expect(toMentor!.text).toContain('(Europe/Berlin)');
    expect(toMentor!.html).toContain('Join the session');
    expect(toMentee!.subject).toMatch(/^Session booked: /);
    // The mentee chose no zone: UTC, and the mail says so.
    expect(toMentee!.text).toContain('(UTC)');
    const joinLink = (await bookingRow(h, held.bookingId)).jitsiLink!;
    expect(joinLink).toMatch(/^https:/);
    for (const mail of [toMentor!, toMentee!]) {
      expect(mail.text).toContain(joinLink);
      expect(mail.text).toContain(`http://localhost:3000/session-preview?bookingId=${held.bookingId}`);
      expect(mail.html).toContain(`http://localhost:3000/session-preview?bookingId=${held.bookingId}`);
    }

    const request = parseInvite(toMentor!);
    expect(request).toMatchObject({
      method: 'REQUEST',
      uid: `${held.bookingId}@localhost`,
      sequence: 0,
      start: start.toISOString(),
      startIsUtc: true,
      end: new Date(start.getTime() + 3600_000).toISOString(),
      organizer: `mailto:${mentor.user.email}`,
      status: 'CONFIRMED',
    });
    expect(request.attendees).toEqual(expect.arrayContaining([`mailto:${mentor.user.email}`, `mailto:${mentee.user.email}`]));
    expect(parseInvite(toMentee!)).toMatchObject({ method: 'REQUEST', uid: request.uid, sequence: 0 });

    // The mentee cancels: a CANCEL for the same event, with a higher SEQUENCE.
    expect((await mentee.agent.delete(`/app/session/cancel-session/${held.bookingId}`)).status).toBe(200);
    await drain();
    await drain();
    const cancelMails = [...mailsTo(mentor.user.email), ...mailsTo(mentee.user.email)].filter((mail) =>
      mail.subject?.startsWith('Session canceled'),
    );
    expect(cancelMails).toHaveLength(2);
    for (const mail of cancelMails) {
      expect(parseInvite(mail)).toMatchObject({
        method: 'CANCEL',
        uid: request.uid,
        sequence: 1,
        start: start.toISOString(),
        status: 'CANCELLED',
      });
      expect(mail.text).not.toContain(joinLink);
    }
  });

  it('mails a German user in German and notices a cancellation by the mentor', async () => {
    const held = await confirmedBooking({ menteeLang: 'de' });
    expect((await held.mentor.agent.delete(`/app/session/cancel-session/${held.bookingId}`)).status).toBe(200);
    await drain();
    const toMentee = mailsTo(held.mentee.user.email);
    expect(toMentee.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Sitzung gebucht: /),
      expect.stringMatching(/^Sitzung abgesagt: /),
    ]);
    expect(toMentee[0]!.text).toContain('Hallo');
    expect(parseInvite(toMentee[1]!)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect(mailsTo(held.mentor.user.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^New booking: /),
      expect.stringMatching(/^Session canceled: /),
    ]);
  });

  it("writes a mentor's mail in the zone of their weekly hours when the profile names none", async () => {
    const held = await heldBooking(h);
    await h.db
      .insert(weeklyHours)
      .values({
        mentorId: held.mentor.user._id,
        timeZone: 'America/New_York',
        weeksAhead: 1,
        ranges: [],
        filledUntil: '2000-01-01',
      });
    await setFreeSessionTokens(h, held.mentee.user._id, 1);
    await held.mentee.agent.post('/app/session/confirm-free-slot', { bookingId: held.bookingId });
    await drain();
    expect(mailsTo(held.mentor.user.email)[0]!.text).toContain('(America/New_York)');
    expect(mailsTo(held.mentee.user.email)[0]!.text).toContain('(UTC)');
  });

  it('sends nothing of a kind switched off in the settings', async () => {
    const held = await heldBooking(h);
    await h.db.update(users).set({ bookingMail: false }).where(eq(users.id, held.mentor.user._id));
    await setFreeSessionTokens(h, held.mentee.user._id, 1);
    await held.mentee.agent.post('/app/session/confirm-free-slot', { bookingId: held.bookingId });
    await drain();
    expect(mailsTo(held.mentor.user.email)).toEqual([]);
    expect(mailsTo(held.mentee.user.email)).toHaveLength(1);
    const rows = await h.db.select().from(bookingNotices).where(eq(bookingNotices.bookingId, held.bookingId));
    expect(rows.find((row) => row.recipientId === held.mentor.user._id && row.channel === 'mail')).toMatchObject({
      outcome: 'mail off',
    });
    expect(rows.every((row) => row.sentAt)).toBe(true);
  });
});

describe('the outbox under crashes and several instances', () => {
  it('neither loses nor repeats a notice whose sender died between claim and send', async () => {
    const held = await confirmedBooking();
    // An instance claims everything and dies before sending anything.
    const claimed = await claimDueNotices(h.db, h.clock.now(), NOTICE_LEASE_MS, 100, 8);
    expect(claimed.length).toBeGreaterThanOrEqual(4);
    // Another instance finds them leased: nothing goes out twice while the dead one's lease runs.
    await drain();
    expect(mailsTo(held.mentor.user.email)).toEqual([]);

    h.clock.advance(NOTICE_LEASE_MS + 1000);
    await drain();
    await drain();
    expect(mailsTo(held.mentor.user.email)).toHaveLength(1);
    expect(mailsTo(held.mentee.user.email)).toHaveLength(1);
  });

  it('neither loses nor repeats a notice whose sender was killed mid-send', async () => {
    const held = await confirmedBooking();
    // This instance's SMTP connection hangs for ever: as good as a process killed in the middle of sending.
    const stuck: Mailer = { send: () => new Promise(() => undefined), close: () => undefined };
    void runNoticesOnce({ ...h.deps, mailer: stuck });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(held.mentor.user.email)).toEqual([]);

    h.clock.advance(NOTICE_LEASE_MS + 1000);
    await drain();
    await drain();
    expect(mailsTo(held.mentor.user.email)).toHaveLength(1);
    expect(mailsTo(held.mentee.user.email)).toHaveLength(1);
  });

  it('sends each notice once when two instances on one database run at the same moment', async () => {
    const other = await createTestHarness({ PUSH_DEV_ENDPOINTS: pushService.host }, { sharedDatabaseOf: h });
    try {
      other.clock.set(h.clock.now());
      const held = await Promise.all([1, 2, 3, 4].map(() => confirmedBooking()));
      other.clock.set(h.clock.now());
      const otherDeps = { ...other.deps, mailer };
      await Promise.all([drain(), drain(otherDeps), drain(), drain(otherDeps)]);
      for (const booking of held) {
        expect(mailsTo(booking.mentor.user.email)).toHaveLength(1);
        expect(mailsTo(booking.mentee.user.email)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});

describe('booking notices by push', () => {
  it('pushes "New booking" to a subscribed mentor with the session page as click target, and nothing when push is off', async () => {
    const held = await heldBooking(h);
    const device = pushService.device();
    expect((await held.mentor.agent.post('/app/push/subscribe', device.subscription)).status).toBe(201);
    const menteeDevice = pushService.device();
    expect((await held.mentee.agent.post('/app/push/subscribe', menteeDevice.subscription)).status).toBe(201);
    await h.db.update(users).set({ bookingPush: false }).where(eq(users.id, held.mentee.user._id));
    await setFreeSessionTokens(h, held.mentee.user._id, 1);
    await held.mentee.agent.post('/app/session/confirm-free-slot', { bookingId: held.bookingId });
    await drain();
    await drain();

    const pushes = pushService.messagesFor(device.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.payload).toMatchObject({
      type: 'booking-notice',
      kind: 'confirmed',
      title: expect.stringMatching(new RegExp(`^New booking: ${held.mentee.user.userName}, Skill \\w+, \\w{3} \\d\\d:\\d\\d$`)),
      de: { title: expect.stringMatching(/^Neue Buchung: /) },
      url: `/session-preview?bookingId=${held.bookingId}`,
      bookingId: held.bookingId,
    });
    expect(pushService.messagesFor(menteeDevice.id)).toEqual([]);
  });
});

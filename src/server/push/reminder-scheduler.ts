import type { Config } from '../env';
import { JOB_TIMING } from '../job-timing';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job';
import type { AppDeps } from '../http/context';
import { FALLBACK_TIME_ZONE, mailLanguage } from '../delivery/session-mail';
import { buildPushPayload, buildReminderMail, type ReminderFacts } from './reminder-content';
import { pushToDevices, subscriptionsByUser, ttlUntil, type SubscriptionRow } from '../delivery/push-delivery';
import { claimReminders, findUpcomingConfirmedSessions, type ReminderClaim, type UpcomingSession } from './push.queries';
import type { VapidDetails } from './vapid';

const MINUTE = 60_000;

export interface ReminderRunSummary {
  claimed: number;
  pushSent: number;
  pushFailed: number;
  subscriptionsRemoved: number;
  mailsSent: number;
  mailsFailed: number;
}

/** Configured offsets that can ever be due, largest first. */
function reminderOffsets(config: Pick<Config, 'REMINDER_OFFSETS_MINUTES'>): number[] {
  return [...new Set(config.REMINDER_OFFSETS_MINUTES.filter((minutes) => minutes > 0))].sort((a, b) => b - a);
}

/**
 * The reminder (offset in minutes) due for a session at `now`, or null:
 * - an offset is due from its moment (start − offset) until the session starts;
 * - of several due offsets only the smallest counts, so a server back from downtime sends one
 *   reminder ("in 50 minutes"), not also the overdue 24 h one;
 * - an offset whose moment had passed when the session was confirmed is not sent: a session booked
 *   2 h ahead gets the 1 h reminder only, not a "24 h" one right after booking.
 */
export function dueOffset(session: { startAt: Date; confirmedAt: Date }, offsets: number[], now: Date): number | null {
  const msLeft = session.startAt.getTime() - now.getTime();
  if (msLeft <= 0) return null;
  const due = offsets.filter((minutes) => msLeft <= minutes * MINUTE);
  if (!due.length) return null;
  const offset = Math.min(...due);
  return session.confirmedAt.getTime() <= session.startAt.getTime() - offset * MINUTE ? offset : null;
}

interface DueReminder {
  session: UpcomingSession;
  offset: number;
  recipient: NonNullable<UpcomingSession['mentor']>;
  otherName: string | null;
}

/** Both participants, as far as their accounts still exist. */
function dueReminders(session: UpcomingSession, offset: number): DueReminder[] {
  const pairs = [
    { recipient: session.mentor, other: session.mentee },
    { recipient: session.mentee, other: session.mentor },
  ];
  return pairs.flatMap(({ recipient, other }) =>
    recipient ? [{ session, offset, recipient, otherName: other?.name ?? null }] : [],
  );
}

const reminderKey = (bookingId: string, userId: string) => `${bookingId}/${userId}`;

/**
 * One pass: finds due reminders, claims them (the claim commits before anything is sent) and delivers
 * what this instance claimed. Delivery is at most once: a reminder whose push or mail fails is logged,
 * not retried, because a retry could not tell a lost answer from a lost message.
 */
export async function runOnce(deps: AppDeps, now: Date = deps.now()): Promise<ReminderRunSummary> {
  const summary: ReminderRunSummary = {
    claimed: 0,
    pushSent: 0,
    pushFailed: 0,
    subscriptionsRemoved: 0,
    mailsSent: 0,
    mailsFailed: 0,
  };
  const offsets = reminderOffsets(deps.config);
  if (!offsets.length) return summary;

  const sessions = await findUpcomingConfirmedSessions(deps.db, now, new Date(now.getTime() + offsets[0]! * MINUTE));
  const due = sessions.flatMap((session) => {
    const offset = dueOffset({ startAt: session.startAt, confirmedAt: session.confirmedAt ?? session.createdAt }, offsets, now);
    return offset === null ? [] : dueReminders(session, offset);
  });
  if (!due.length) return summary;

  const subscriptions = await subscriptionsByUser(deps.db, [...new Set(due.map((reminder) => reminder.recipient.id))]);
  const mailEnabled = Boolean(deps.config.SMTP_URL);
  // A channel the recipient switched off in Settings gets no claim, so nothing of that kind is sent.
  const claims: ReminderClaim[] = due.flatMap(({ session, offset, recipient }) => {
    const base = { bookingId: session.id, userId: recipient.id, offsetMinutes: offset };
    return [
      ...(recipient.reminderPush && subscriptions.has(recipient.id) ? [{ ...base, channel: 'push' as const }] : []),
      ...(recipient.reminderMail && mailEnabled ? [{ ...base, channel: 'mail' as const }] : []),
    ];
  });
  // Loaded before claiming: a claimed reminder that then cannot be signed would be lost.
  const vapid = claims.some((claim) => claim.channel === 'push') ? await deps.vapid.details() : null;
  const claimed = await claimReminders(deps.db, claims);
  summary.claimed = claimed.length;
  if (!claimed.length) return summary;

  const byKey = new Map(due.map((reminder) => [reminderKey(reminder.session.id, reminder.recipient.id), reminder]));
  await forEachLimited(claimed, JOB_TIMING.reminders.concurrency, async (claim) => {
    const reminder = byKey.get(reminderKey(claim.bookingId, claim.userId))!;
    // One reminder going wrong (say, the database away while dropping a dead subscription) must not
    // stop the others this instance has already claimed.
    try {
      if (claim.channel === 'push') {
        await deliverPush(deps, reminder, subscriptions.get(claim.userId) ?? [], vapid!, now, summary);
      } else {
        await deliverMail(deps, reminder, now, summary);
      }
    } catch (error) {
      deps.logger.error({ bookingId: claim.bookingId, channel: claim.channel, err: error }, 'reminder delivery failed');
    }
  });
  return summary;
}

function factsOf(reminder: DueReminder, now: Date): ReminderFacts {
  return {
    bookingId: reminder.session.id,
    startAt: reminder.session.startAt,
    offsetMinutes: reminder.offset,
    topic: reminder.session.skillTitle,
    otherName: reminder.otherName,
    joinLink: reminder.session.jitsiLink,
    now,
  };
}

async function deliverPush(
  deps: AppDeps,
  reminder: DueReminder,
  subscriptions: SubscriptionRow[],
  vapid: VapidDetails,
  now: Date,
  summary: ReminderRunSummary,
): Promise<void> {
  const message = {
    payload: JSON.stringify(buildPushPayload(factsOf(reminder, now))),
    ttlSeconds: ttlUntil(reminder.session.startAt, now),
    urgency: reminder.offset <= 60 ? ('high' as const) : ('normal' as const),
    // A uuid without dashes is 32 base64url characters: the most a topic may have.
    topic: reminder.session.id.replace(/-/g, ''),
  };
  const delivery = await pushToDevices(deps, subscriptions, message, vapid, {
    context: { bookingId: reminder.session.id },
    failed: 'reminder push failed; not retried',
  });
  summary.pushSent += delivery.sent;
  summary.pushFailed += delivery.failed;
  summary.subscriptionsRemoved += delivery.removed;
}

async function deliverMail(deps: AppDeps, reminder: DueReminder, now: Date, summary: ReminderRunSummary): Promise<void> {
  try {
    await deps.mailer.send(
      buildReminderMail({
        ...factsOf(reminder, now),
        end: reminder.session.endAt,
        recipient: {
          id: reminder.recipient.id,
          name: reminder.recipient.name,
          email: reminder.recipient.email,
          language: mailLanguage(reminder.recipient.language),
          timeZone: reminder.recipient.timeZone ?? FALLBACK_TIME_ZONE,
        },
        publicUrl: deps.config.publicUrl,
      }),
    );
    summary.mailsSent++;
  } catch (error) {
    summary.mailsFailed++;
    deps.logger.warn({ bookingId: reminder.session.id, err: error }, 'reminder mail failed; not retried');
  }
}

async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export type ReminderScheduler = PeriodicJob;

/** Runs `runOnce` now and then every `intervalMs` on every instance; claims in the database keep each one to one sender. */
export function startReminderScheduler(deps: AppDeps, options: { intervalMs?: number } = {}): ReminderScheduler {
  return startPeriodicJob(
    deps,
    { job: 'reminders', sent: 'reminders sent', failed: 'reminder run failed' },
    options.intervalMs ?? JOB_TIMING.reminders.intervalMs,
    () => runOnce(deps),
  );
}

import type { AppDeps } from '../http/context';
import { JOB_TIMING } from '../job-timing';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job';
import { pushToDevices, subscriptionsByUser, ttlUntil, type SubscriptionRow, type VapidDetails } from '../delivery/push-delivery';
import { buildNoticeMail, buildNoticePush, type NoticeFacts, type NoticePerson } from './notice-content';
import { FALLBACK_TIME_ZONE, mailLanguage } from '../delivery/session-mail';
import {
  claimDueNotices,
  findNoticeBookings,
  markNoticeDone,
  releaseNotice,
  type NoticeRow,
  type Participant,
} from './notices.queries';

/** How long a claimed notice is this instance's; after that another instance may send it (decision 054). */
export const NOTICE_LEASE_MS = JOB_TIMING.bookingNotices.leaseMs;
/** A notice whose mail failed this often stays in the table, unsent, with the last error as outcome. */
export const MAX_ATTEMPTS = JOB_TIMING.bookingNotices.maxAttempts;

/** Mails go out in the recipient's zone; one who never chose a zone reads UTC, and the mail says so. */

export interface NoticeRunSummary {
  claimed: number;
  mailsSent: number;
  pushesSent: number;
  skipped: number;
  failed: number;
}

type NoticeBooking = Awaited<ReturnType<typeof findNoticeBookings>>[number];

/** `Name <address>` (MAIL_FROM) as a person for the invite. */
function appAddress(mailFrom: string): NoticePerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match
    ? { name: match[1] || 'Mentor Marketplace', email: match[2]! }
    : { name: 'Mentor Marketplace', email: mailFrom.trim() };
}

const contact = (participant: Participant | null): NoticePerson | null =>
  participant ? { name: participant.name, email: participant.email } : null;

function factsFor(deps: AppDeps, notice: NoticeRow, booking: NoticeBooking, recipient: Participant, now: Date): NoticeFacts {
  return {
    noticeId: notice.id,
    bookingId: booking.id,
    kind: notice.kind,
    sequence: notice.sequence,
    start: booking.startAt,
    end: booking.endAt,
    skill: booking.skillTitle,
    agenda: booking.agenda,
    rescheduleReason: booking.rescheduleReason,
    joinLink: booking.jitsiLink,
    recipient: {
      name: recipient.name,
      email: recipient.email,
      role: booking.mentor?.id === recipient.id ? 'mentor' : 'mentee',
      language: mailLanguage(recipient.language),
      timeZone: recipient.timeZone ?? FALLBACK_TIME_ZONE,
    },
    mentor: contact(booking.mentor),
    mentee: contact(booking.mentee),
    publicUrl: deps.config.publicUrl,
    appAddress: appAddress(deps.config.MAIL_FROM),
    now,
  };
}

/**
 * One pass: leases due notices, sends them and marks them done. A mail that fails goes back to the
 * queue for the next pass; a push is tried once per subscription (a retry could not tell a lost answer
 * from a lost message, and would repeat it on the devices that got it).
 */
export async function runNoticesOnce(deps: AppDeps, now: Date = deps.now()): Promise<NoticeRunSummary> {
  const summary: NoticeRunSummary = { claimed: 0, mailsSent: 0, pushesSent: 0, skipped: 0, failed: 0 };
  // In the order of the changes (UPDATE … RETURNING keeps none): a request goes out before its cancellation.
  const claimed = (await claimDueNotices(deps.db, now, NOTICE_LEASE_MS, JOB_TIMING.bookingNotices.batch, MAX_ATTEMPTS)).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.sequence - b.sequence,
  );
  summary.claimed = claimed.length;
  if (!claimed.length) return summary;

  const bookingsById = new Map(
    (await findNoticeBookings(deps.db, [...new Set(claimed.map((n) => n.bookingId))])).map((b) => [b.id, b]),
  );
  const pushUsers = [...new Set(claimed.filter((n) => n.channel === 'push').map((n) => n.recipientId))];
  const subscriptions = await subscriptionsByUser(deps.db, pushUsers);
  const vapid = subscriptions.size ? await deps.vapid.details() : null;

  for (const notice of claimed) {
    const booking = bookingsById.get(notice.bookingId);
    const recipient = booking && [booking.mentor, booking.mentee].find((p) => p?.id === notice.recipientId);
    try {
      const outcome =
        !booking || !recipient
          ? 'recipient gone'
          : notice.channel === 'mail'
            ? await deliverMail(deps, notice, booking, recipient, now, summary)
            : await deliverPush(deps, notice, booking, recipient, subscriptions.get(recipient.id) ?? [], vapid, now, summary);
      if (outcome !== 'sent') summary.skipped++;
      await markNoticeDone(deps.db, notice, deps.now(), outcome);
    } catch (error) {
      summary.failed++;
      deps.logger.warn({ noticeId: notice.id, channel: notice.channel, err: error }, 'booking notice failed; tried again later');
      await releaseNotice(deps.db, notice, error instanceof Error ? error.message.slice(0, 500) : 'failed').catch(
        () => undefined,
      );
    }
  }
  return summary;
}

async function deliverMail(
  deps: AppDeps,
  notice: NoticeRow,
  booking: NoticeBooking,
  recipient: Participant,
  now: Date,
  summary: NoticeRunSummary,
): Promise<string> {
  if (!recipient.bookingMail) return 'mail off';
  await deps.mailer.send(buildNoticeMail(factsFor(deps, notice, booking, recipient, now)));
  summary.mailsSent++;
  return 'sent';
}

async function deliverPush(
  deps: AppDeps,
  notice: NoticeRow,
  booking: NoticeBooking,
  recipient: Participant,
  subscriptions: SubscriptionRow[],
  vapid: VapidDetails | null,
  now: Date,
  summary: NoticeRunSummary,
): Promise<string> {
  if (!recipient.bookingPush) return 'push off';
  if (!subscriptions.length || !vapid) return 'no subscription';
  const message = {
    payload: JSON.stringify(buildNoticePush(factsFor(deps, notice, booking, recipient, now))),
    ttlSeconds: ttlUntil(booking.startAt, now),
    urgency: 'normal' as const,
    // One per session and kind, so a cancellation still waiting for an offline device replaces its request.
    topic: `${notice.kind === 'confirmed' ? 'b' : 'c'}${booking.id.replace(/-/g, '').slice(0, 31)}`,
  };
  const { sent } = await pushToDevices(deps, subscriptions, message, vapid, {
    context: { noticeId: notice.id },
    failed: 'booking notice push failed; not retried',
  });
  summary.pushesSent += sent;
  return sent ? 'sent' : 'push failed';
}

export type NoticeScheduler = PeriodicJob;

/** Runs `runNoticesOnce` now and then every `intervalMs` on every instance; claims in the database keep each one to one sender. */
export function startNoticeScheduler(deps: AppDeps, options: { intervalMs?: number } = {}): NoticeScheduler {
  return startPeriodicJob(
    deps,
    { job: 'booking_notices', sent: 'booking notices sent', failed: 'booking notice run failed' },
    options.intervalMs ?? JOB_TIMING.bookingNotices.intervalMs,
    () => runNoticesOnce(deps),
  );
}

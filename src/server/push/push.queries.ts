import { and, asc, desc, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import {
  bookingMentee as mentee,
  bookingMentor as mentor,
  participantContact,
  presentParticipant,
  selectBookingsWithParticipants,
  type ParticipantContact,
} from '../db/booking-participants';
import type { DbOrTx } from '../db/client';
import { appSettings, bookings, pushSubscriptions, reminderDeliveries } from '../db/schema';

export interface ReminderClaim {
  bookingId: string;
  userId: string;
  offsetMinutes: number;
  channel: 'push' | 'mail';
}

/**
 * Inserts a subscription or, when the browser sends an endpoint we know, hands it to the current user
 * with the new keys (one endpoint is one browser profile; whoever is logged in there now owns it).
 * `xmax = 0` holds only for a row this statement inserted, which tells 201 from 200 without a race.
 */
export async function upsertSubscription(
  db: DbOrTx,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null; now: Date },
): Promise<{ created: boolean }> {
  const { now, ...row } = values;
  const [result] = await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, userAgent: row.userAgent, createdAt: now },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: Boolean(result?.created) };
}

/** Keeps a user's `keep` newest subscriptions; browsers that were never unsubscribed do not pile up. */
export async function pruneSubscriptions(db: DbOrTx, userId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Deletes the user's own subscription of that endpoint; returns false when they have none. */
export async function deleteOwnSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function subscriptionExists(db: DbOrTx, endpoint: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  return rows.length > 0;
}

export interface ReminderRecipient extends ParticipantContact {
  reminderMail: boolean;
  reminderPush: boolean;
}

export async function findUpcomingConfirmedSessions(db: DbOrTx, now: Date, until: Date) {
  const rows = await selectBookingsWithParticipants(db, {
    id: bookings.id,
    startAt: bookings.startAt,
    endAt: bookings.endAt,
    confirmedAt: bookings.confirmedAt,
    createdAt: bookings.createdAt,
    skillTitle: bookings.skillTitle,
    jitsiLink: bookings.jitsiLink,
    mentor: { ...participantContact(mentor), reminderMail: mentor.reminderMail, reminderPush: mentor.reminderPush },
    mentee: { ...participantContact(mentee), reminderMail: mentee.reminderMail, reminderPush: mentee.reminderPush },
  })
    .where(and(eq(bookings.status, 'confirmed'), gt(bookings.startAt, now), lte(bookings.startAt, until)))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
  return rows.map((row) => ({
    ...row,
    mentor: presentParticipant<ReminderRecipient>(row.mentor),
    mentee: presentParticipant<ReminderRecipient>(row.mentee),
  }));
}

export type UpcomingSession = Awaited<ReturnType<typeof findUpcomingConfirmedSessions>>[number];

/**
 * Claims reminders by inserting their rows; only the rows this statement inserted come back. The
 * statement commits before anything is sent, so of several instances racing for one reminder exactly
 * one gets it. Rows go in a fixed order, so two instances wait on each other instead of deadlocking.
 */
export async function claimReminders(db: DbOrTx, claims: ReminderClaim[]): Promise<ReminderClaim[]> {
  if (!claims.length) return [];
  const ordered = [...claims].sort(
    (a, b) =>
      a.bookingId.localeCompare(b.bookingId) ||
      a.userId.localeCompare(b.userId) ||
      a.offsetMinutes - b.offsetMinutes ||
      a.channel.localeCompare(b.channel),
  );
  return db.insert(reminderDeliveries).values(ordered).onConflictDoNothing().returning({
    bookingId: reminderDeliveries.bookingId,
    userId: reminderDeliveries.userId,
    offsetMinutes: reminderDeliveries.offsetMinutes,
    channel: reminderDeliveries.channel,
  });
}

export async function readSetting(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row?.value;
}

/** Stores a setting unless one is already there (another instance was first); never overwrites. */
export async function insertSettingIfAbsent(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing({ target: appSettings.key });
}

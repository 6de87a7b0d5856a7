import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { settleAfterResponse } from '../http/after-response';
import type { TestHarness } from './harness';

const DAY = 86_400_000;

/** `start=…&end=…` for GET /app/calendar/{uuid}: from a day ago to ten days ahead. */
export function calendarWindow(h: TestHarness): string {
  const now = h.clock.now().getTime();
  const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
  return `start=${iso(now - DAY)}&end=${iso(now + 10 * DAY)}`;
}

/** The verification link of the latest mail to `to`, with its token and `next`. */
export async function verificationLinkMailedTo(h: TestHarness, to: string) {
  await settleAfterResponse();
  const mail = [...h.mails].reverse().find((message) => message.to === to);
  const link = mail?.text.match(/http\S+verify-email\S+/)?.[0];
  if (!link) throw new Error(`no verification link mailed to ${to}`);
  const url = new URL(link);
  return { mail: mail!, url, token: url.searchParams.get('token')!, next: url.searchParams.get('next') };
}

/** Puts a user's vetting state straight into the database. */
export async function setStanding(
  h: TestHarness,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'mentorStatus' | 'emailVerifiedAt' | 'suspendedAt'>>,
) {
  await h.db.update(users).set(values).where(eq(users.id, userId));
}

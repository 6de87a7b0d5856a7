import { createHash, randomBytes } from 'node:crypto';
import type { FeedTokenResponse, FeedTokenStatus } from '../../shared/contracts/calendar-sync';
import type { AppDeps } from '../http/context';
import { notFound } from '../http/errors';
import { localize } from '../i18n/localized';
import { mailLanguage } from '../delivery/session-mail';
import { buildCalendarFile, sessionUid } from '../session/ics';
import { describeSessionEvent } from '../session/session.service';
import { calendarSyncMessages as t } from './calendar-sync.messages';
import { deleteFeedToken, feedSessions, findFeedOwner, findFeedToken, saveFeedToken } from './feed.queries';

/** 256 random bits, base64url: unguessable, and safe in a path without escaping. */
const newSecret = () => randomBytes(32).toString('base64url');
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** A session stays in subscribed calendars for a month after it ended, as history, then drops out. */
const KEEP_PAST_MS = 30 * 24 * 3600_000;

export const feedUrl = (publicUrl: string, secret: string) => `${publicUrl}/app/calendar/feed/${secret}.ics`;

/** A new secret, replacing the previous one. Only its hash is stored: the address is shown this once. */
export async function createFeedToken(deps: AppDeps, userId: string): Promise<FeedTokenResponse> {
  const secret = newSecret();
  const now = deps.now();
  await saveFeedToken(deps.db, userId, hashSecret(secret), now);
  return { url: feedUrl(deps.config.publicUrl, secret), createdAt: now.toISOString() };
}

export async function feedTokenStatus(deps: AppDeps, userId: string): Promise<FeedTokenStatus> {
  const row = await findFeedToken(deps.db, userId);
  if (!row) throw notFound(t.noFeed);
  return { createdAt: row.createdAt.toISOString() };
}

export async function revokeFeedToken(deps: AppDeps, userId: string): Promise<void> {
  if (!(await deleteFeedToken(deps.db, userId))) throw notFound(t.noFeed);
}

/**
 * The feed file: each confirmed session with the UID and SEQUENCE of its mailed invites (ics.ts), so a
 * calendar that has both shows the session once and applies a move to both.
 */
export async function renderFeed(deps: AppDeps, secret: string): Promise<string> {
  const owner = /^[A-Za-z0-9_-]{20,100}$/.test(secret) ? await findFeedOwner(deps.db, hashSecret(secret)) : undefined;
  if (!owner || owner.suspendedAt) throw notFound(t.feedNotFound);
  const lang = mailLanguage(owner.language);
  const now = deps.now();
  const sessions = await feedSessions(deps.db, owner.id, new Date(now.getTime() - KEEP_PAST_MS));
  const events = sessions.map((session) => {
    const otherName = session.mentorId === owner.id ? session.menteeName : session.mentorName;
    return {
      uid: sessionUid(session.id, deps.config.publicUrl),
      sequence: session.icsSequence,
      stamp: now,
      start: session.startAt,
      end: session.endAt,
      url: session.jitsiLink,
      ...describeSessionEvent({ skill: session.skillTitle, otherName, link: session.jitsiLink, agenda: session.agenda }, lang),
    };
  });
  return buildCalendarFile(events, { productId: '-//Mentor Marketplace//Calendar feed//EN', name: localize(t.feedName, lang) });
}

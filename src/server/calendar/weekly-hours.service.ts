import { Temporal } from 'temporal-polyfill';
import type { SkipReason, WeeklyHours, WeeklyHoursResult } from '../../shared/contracts/weekly-hours';
import { DEFAULT_SLOT_TITLE } from '../../shared/domain/calendar';
import type { DbOrTx } from '../db/client';
import type { AppDeps, CurrentUser } from '../http/context';
import { localize, type Language } from '../i18n/localized';
import { findBookingRules } from './booking-rules.queries';
import { weeklyHoursMessages as t } from './weekly-hours.messages';
import { horizonEnd, localDate, patternStarts, planSlots, type LocalDate, type WeeklyPattern } from './weekly-hours-plan';
import {
  deleteFreeSlots,
  deletePattern,
  findPattern,
  insertPatternSlots,
  listPatterns,
  listSlotsFrom,
  lockMentorWeeklyHours,
  savePattern,
  setFilledUntil,
  type PatternRow,
} from './weekly-hours.queries';

const DAY_MS = 86_400_000;

const toPattern = (row: PatternRow): WeeklyPattern => ({
  timeZone: row.timeZone,
  weeksAhead: row.weeksAhead,
  ranges: row.ranges,
});

export async function getWeeklyHours(deps: AppDeps, mentor: CurrentUser): Promise<WeeklyHours | null> {
  const row = await findPattern(deps.db, mentor._id);
  return row ? toPattern(row) : null;
}

interface Fill {
  added: Date[];
  skipped: Array<{ start: number; reason: SkipReason }>;
  removed: number;
}

/**
 * Turns the pattern into slots on local dates [from, until) under the mentor's lock. With `replace`,
 * future free slots an earlier pattern made that the new one no longer asks for go first (a changed
 * week replaces the old one; slots someone holds or booked stay).
 */
async function fill(
  tx: DbOrTx,
  mentorId: string,
  pattern: WeeklyPattern,
  range: { from: LocalDate; until: LocalDate },
  now: Date,
  options: { write: boolean; replace: boolean },
): Promise<Fill> {
  const starts = patternStarts(pattern, range.from, range.until);
  const wanted = new Set(starts);
  // From a day back: every slot that could overlap today's first pattern hour in any zone.
  const existing = await listSlotsFrom(tx, mentorId, new Date(now.getTime() - DAY_MS), now);
  const stale = options.replace
    ? existing.filter((slot) => slot.fromWeeklyHours && !slot.live && slot.startAt > now && !wanted.has(slot.startAt.getTime()))
    : [];
  const staleIds = new Set(stale.map((slot) => slot.id));
  const kept = existing
    .filter((slot) => !staleIds.has(slot.id))
    .map((slot) => ({ startMs: slot.startAt.getTime(), endMs: slot.endAt.getTime() }));
  const { minNoticeHours } = await findBookingRules(tx, mentorId);
  const plan = planSlots(starts, kept, now.getTime(), minNoticeHours * 3600_000);
  if (!options.write) return { added: plan.add.map((ms) => new Date(ms)), skipped: plan.skipped, removed: stale.length };

  const removed = await deleteFreeSlots(
    tx,
    stale.map((slot) => slot.id),
    now,
  );
  const added = await insertPatternSlots(
    tx,
    mentorId,
    plan.add.map((ms) => new Date(ms)),
    DEFAULT_SLOT_TITLE,
  );
  // A start the insert left out met a slot made in the meantime: that is an overlap too.
  const made = new Set(added.map((date) => date.getTime()));
  const raced = plan.add.filter((ms) => !made.has(ms)).map((start) => ({ start, reason: 'overlap' as const }));
  return { added, skipped: [...plan.skipped, ...raced].sort((a, b) => a.start - b.start), removed };
}

function toResult(result: Fill, preview: boolean, lang: Language): WeeklyHoursResult {
  const counts = { added: result.added.length, skipped: result.skipped.length };
  return {
    added: result.added.length,
    slots: result.added.map((date) => date.toISOString()),
    skipped: result.skipped.map(({ start, reason }) => ({ start: new Date(start).toISOString(), reason })),
    removed: result.removed,
    preview,
    message: localize(preview ? t.preview : t.saved, lang, counts),
  };
}

/** `PUT /calendar/weekly-hours`: saves the pattern and makes its slots up to the horizon, or (preview) only says what would happen. */
export async function putWeeklyHours(
  deps: AppDeps,
  mentor: CurrentUser,
  pattern: WeeklyPattern,
  preview: boolean,
  lang: Language,
) {
  const now = deps.now();
  const range = { from: localDate(now, pattern.timeZone), until: horizonEnd(pattern, now) };
  const result = await deps.db.transaction(async (tx) => {
    await lockMentorWeeklyHours(tx, mentor._id);
    const filled = await fill(tx, mentor._id, pattern, range, now, { write: !preview, replace: true });
    if (!preview) await savePattern(tx, { mentorId: mentor._id, ...pattern, filledUntil: range.until }, now);
    return filled;
  });
  return toResult(result, preview, lang);
}

/** `DELETE /calendar/weekly-hours`: no more pattern, and its future free slots go with it. */
export async function stopWeeklyHours(deps: AppDeps, mentor: CurrentUser, lang: Language) {
  const now = deps.now();
  const removed = await deps.db.transaction(async (tx) => {
    await lockMentorWeeklyHours(tx, mentor._id);
    await deletePattern(tx, mentor._id);
    const own = await listSlotsFrom(tx, mentor._id, now, now);
    const free = own.filter((slot) => slot.fromWeeklyHours && !slot.live && slot.startAt > now);
    return deleteFreeSlots(
      tx,
      free.map((slot) => slot.id),
      now,
    );
  });
  return { removed, message: localize(t.stopped, lang, { removed }) };
}

/**
 * The daily job: moves every pattern's horizon on to today + weeksAhead, making only the days not
 * filled before. Safe on every instance at once: the mentor's lock and `filled_until` (read again
 * under the lock) leave nothing for the second. Answers the number of slots made.
 */
export async function extendWeeklyHours(deps: AppDeps): Promise<number> {
  const now = deps.now();
  let total = 0;
  for (const candidate of await listPatterns(deps.db)) {
    if (candidate.filledUntil >= horizonEnd(candidate, now)) continue;
    total += await deps.db.transaction(async (tx) => {
      await lockMentorWeeklyHours(tx, candidate.mentorId);
      const row = await findPattern(tx, candidate.mentorId);
      if (!row) return 0;
      const until = horizonEnd(row, now);
      const today = localDate(now, row.timeZone);
      const from = Temporal.PlainDate.compare(row.filledUntil, today) > 0 ? row.filledUntil : today;
      if (from >= until) return 0;
      const filled = await fill(tx, row.mentorId, toPattern(row), { from, until }, now, { write: true, replace: false });
      await setFilledUntil(tx, row.mentorId, until);
      return filled.added.length;
    });
  }
  return total;
}

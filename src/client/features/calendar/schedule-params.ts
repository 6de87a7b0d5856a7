import { MAX_SEARCH_TEXT_LENGTH } from '../../../shared/domain/limits';
import { canonicalTimeZone } from '../../../shared/domain/time-zone';
import { optionalText, optionalUuid } from '../../lib/search-values';

/**
 * The booking context in the schedule's URL, so a reload, a rebook link and a sign-up in between keep
 * it: `mentor` (uuid), `skill` (the mentor's skill id, or `skillTitle` when only the title is known,
 * as on a cancelled session), the `slot` a visitor chose before they had an account, and `tz`, the zone
 * the times are shown in while browsing (the account's zone changes in Settings only).
 */
export interface ScheduleParams {
  mentor?: string | undefined;
  skill?: string | undefined;
  skillTitle?: string | undefined;
  slot?: string | undefined;
  tz?: string | undefined;
}

export function validateScheduleParams(search: Record<string, unknown>): ScheduleParams {
  return {
    mentor: optionalUuid(search.mentor),
    skill: optionalUuid(search.skill),
    skillTitle: optionalText(search.skillTitle, { maxLength: MAX_SEARCH_TEXT_LENGTH }),
    slot: optionalUuid(search.slot),
    tz: (typeof search.tz === 'string' ? canonicalTimeZone(search.tz) : null) ?? undefined,
  };
}

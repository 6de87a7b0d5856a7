import { MAX_SEARCH_TEXT_LENGTH } from '../../../shared/domain/limits';
import { optionalText, optionalUuid } from '../../lib/search-values';

/**
 * After a mentee cancels, the sessions page's URL names the mentor and skill to rebook with
 * (`?rebook=<mentor uuid>&skillTitle=`), so the "Rebook for free" link survives a reload.
 */
export interface RebookParams {
  rebook?: string | undefined;
  skillTitle?: string | undefined;
}

export function validateRebookParams(search: Record<string, unknown>): RebookParams {
  return {
    rebook: optionalUuid(search.rebook),
    skillTitle: optionalText(search.skillTitle, { maxLength: MAX_SEARCH_TEXT_LENGTH }),
  };
}

import { MAX_SEARCH_TEXT_LENGTH } from '../../../shared/domain/limits';
import { proficiencies, type Proficiency } from '../../../shared/domain/skills';
import { optionalChoice, optionalInteger, optionalText, optionalUuid } from '../../lib/search-values';

/**
 * The search lives in the URL, so a search can be shared and survives a reload:
 * `?q=` searches by name; `categoryId`, `protoSkillId`, `proficiency` search by skill; `rebook=1`
 * comes from a cancelled session's rebook button.
 */
export interface SearchParams {
  q?: string | undefined;
  categoryId?: string | undefined;
  protoSkillId?: string | undefined;
  proficiency?: Proficiency | undefined;
  rebook?: number | undefined;
}
export type SkillFilter = Pick<SearchParams, 'categoryId' | 'protoSkillId' | 'proficiency'>;

/** The routes' `validateSearch`: a select left on 'n/a' (or anything unusable in a shared link) means "no filter". */
export function validateSearchParams(search: Record<string, unknown>): SearchParams {
  return {
    q: optionalText(search.q, { maxLength: MAX_SEARCH_TEXT_LENGTH, trim: true }),
    categoryId: optionalUuid(search.categoryId),
    protoSkillId: optionalUuid(search.protoSkillId),
    proficiency: optionalChoice(search.proficiency, proficiencies, { lowerCase: true }),
    rebook: optionalInteger(search.rebook),
  };
}

export function skillFilterOf(search: SearchParams): SkillFilter | null {
  const { categoryId, protoSkillId, proficiency } = search;
  return categoryId || protoSkillId || proficiency ? { categoryId, protoSkillId, proficiency } : null;
}

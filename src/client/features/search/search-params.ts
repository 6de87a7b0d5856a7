import { z } from 'zod';
import { proficiencies } from '../../../shared/domain/skills';
import { MAX_SEARCH_TEXT_LENGTH } from '../../../shared/contracts/search';

/** A select left on 'n/a' (or anything unusable in a shared link) means "no filter". */
const optionalId = z.uuid().optional().catch(undefined);

/**
 * The search lives in the URL, so a search can be shared and survives a reload:
 * `?q=` searches by name; `categoryId`, `protoSkillId`, `proficiency` search by skill; `rebook=1`
 * comes from a cancelled session's rebook button.
 */
export const searchParamsSchema = z.object({
  q: z.string().trim().max(MAX_SEARCH_TEXT_LENGTH).optional().catch(undefined),
  categoryId: optionalId,
  protoSkillId: optionalId,
  proficiency: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(proficiencies))
    .optional()
    .catch(undefined),
  rebook: z.coerce.number().int().optional().catch(undefined),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;
export type SkillFilter = Pick<SearchParams, 'categoryId' | 'protoSkillId' | 'proficiency'>;

export function skillFilterOf(search: SearchParams): SkillFilter | null {
  const { categoryId, protoSkillId, proficiency } = search;
  return categoryId || protoSkillId || proficiency ? { categoryId, protoSkillId, proficiency } : null;
}

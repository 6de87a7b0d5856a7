import { z } from 'zod/mini';
import { proficiencies } from '../../../shared/domain/skills';
import { MAX_SEARCH_TEXT_LENGTH } from '../../../shared/contracts/search';

/** A select left on 'n/a' (or anything unusable in a shared link) means "no filter". */
const optionalId = z.catch(z.optional(z.uuid()), undefined);

/**
 * The search lives in the URL, so a search can be shared and survives a reload:
 * `?q=` searches by name; `categoryId`, `protoSkillId`, `proficiency` search by skill; `rebook=1`
 * comes from a cancelled session's rebook button.
 */
export const searchParamsSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(MAX_SEARCH_TEXT_LENGTH))), undefined),
  categoryId: optionalId,
  protoSkillId: optionalId,
  proficiency: z.catch(
    z.optional(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((value: string) => value.toLowerCase()),
        ),
        z.enum(proficiencies),
      ),
    ),
    undefined,
  ),
  rebook: z.catch(z.optional(z.coerce.number().check(z.int())), undefined),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;
export type SkillFilter = Pick<SearchParams, 'categoryId' | 'protoSkillId' | 'proficiency'>;

export function skillFilterOf(search: SearchParams): SkillFilter | null {
  const { categoryId, protoSkillId, proficiency } = search;
  return categoryId || protoSkillId || proficiency ? { categoryId, protoSkillId, proficiency } : null;
}

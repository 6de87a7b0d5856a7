import { z } from 'zod/mini';
import { imageUrlSchema } from './images';
import { preprocess } from './preprocess';
import { MAX_SEARCH_TEXT_LENGTH } from '../domain/limits';
import { proficiencies } from '../domain/skills';
import { userSkillSchema } from './skills';

/** Results per search unless the client asks for fewer; more than MAX is quietly capped. */
export const SEARCH_DEFAULT_LIMIT = 30;
export const SEARCH_MAX_LIMIT = 100;
export { MAX_SEARCH_TEXT_LENGTH };
/** Upper bound of `uuids` in one by-uuid request, so one call cannot ask for the whole table by id. */
export const MAX_SEARCH_UUIDS = 500;

/**
 * `GET /search?query=` (also `q` or `userName`): mentors whose name contains the text, ignoring case
 * and accents. No text lists all mentors by name.
 */
const searchTextSchema = z.optional(
  z
    .string()
    .check(z.trim(), z.maxLength(MAX_SEARCH_TEXT_LENGTH, `Search text must be at most ${MAX_SEARCH_TEXT_LENGTH} characters`)),
);

export const searchQuerySchema = z.pipe(
  z.object({
    query: searchTextSchema,
    q: searchTextSchema,
    userName: searchTextSchema,
    limit: z.pipe(
      z._default(z.coerce.number().check(z.int(), z.gte(1)), SEARCH_DEFAULT_LIMIT),
      z.transform((limit: number) => Math.min(limit, SEARCH_MAX_LIMIT)),
    ),
  }),
  z.transform(({ query, q, userName, limit }: { query?: string; q?: string; userName?: string; limit: number }) => ({
    text: query || q || userName || '',
    limit,
  })),
);
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** The client's selects default to "n/a"; null, "" and "n/a" all mean "no filter". */
const noFilter = (value: unknown) =>
  value === null || (typeof value === 'string' && ['', 'n/a'].includes(value.trim().toLowerCase())) ? undefined : value;

const idFilter = preprocess(noFilter, z.optional(z.uuid('Must be a valid id')));

export const mentorsByUuidRequestSchema = z.object({
  uuids: preprocess(
    (value: unknown) => (value === null ? undefined : value),
    z.optional(
      z
        .array(z.uuid('Must be a valid id'))
        .check(z.maxLength(MAX_SEARCH_UUIDS, `At most ${MAX_SEARCH_UUIDS} mentors can be requested at once`)),
    ),
  ),
  categoryId: idFilter,
  protoSkillId: idFilter,
  proficiency: preprocess(
    (value: unknown) => {
      const kept = noFilter(value);
      return typeof kept === 'string' ? kept.trim().toLowerCase() : kept;
    },
    z.optional(z.enum(proficiencies, 'Proficiency must be beginner, intermediate or advanced')),
  ),
});
export type MentorsByUuidRequest = z.input<typeof mentorsByUuidRequestSchema>;
export type MentorFilter = z.output<typeof mentorsByUuidRequestSchema>;

// ---- Answers ----

/**
 * A mentor as the search results and the info card show them. `email` is included on purpose: the
 * card shows it, and a mentor's address is the contact detail of a professional offering sessions.
 * `skills` are all of the mentor's skills; after a skill filter the matching ones come first.
 */
export const mentorListItemSchema = z.object({
  uuid: z.string(),
  userName: z.string(),
  email: z.string(),
  image: imageUrlSchema,
  role: z.literal('mentor'),
  skills: z.array(userSkillSchema),
});
export type MentorListItem = z.infer<typeof mentorListItemSchema>;

/** Both search endpoints answer with a plain array (the spec's client keeps it as is). */
export const mentorListSchema = z.array(mentorListItemSchema);
export type MentorList = z.infer<typeof mentorListSchema>;

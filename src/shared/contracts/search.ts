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

/** The client's selects default to "n/a"; null, "" and "n/a" all mean "no filter". */
const noFilter = (value: unknown) =>
  value === null || (typeof value === 'string' && ['', 'n/a'].includes(value.trim().toLowerCase())) ? undefined : value;

const idFilter = preprocess(noFilter, z.optional(z.uuid('Must be a valid id')));
const proficiencyFilter = preprocess(
  (value: unknown) => {
    const kept = noFilter(value);
    return typeof kept === 'string' ? kept.trim().toLowerCase() : kept;
  },
  z.optional(z.enum(proficiencies, 'Proficiency must be beginner, intermediate or advanced')),
);

/**
 * `GET /search`: name text and skill filters together (every given one must match); results ordered by
 * how well the name matches, then rating, then the soonest free slot.
 */
export const searchQuerySchema = z.pipe(
  z.object({
    query: searchTextSchema,
    q: searchTextSchema,
    userName: searchTextSchema,
    categoryId: idFilter,
    protoSkillId: idFilter,
    proficiency: proficiencyFilter,
    limit: z.pipe(
      z._default(z.coerce.number().check(z.int(), z.gte(1)), SEARCH_DEFAULT_LIMIT),
      z.transform((limit: number) => Math.min(limit, SEARCH_MAX_LIMIT)),
    ),
  }),
  z.transform(
    ({
      query,
      q,
      userName,
      limit,
      ...skill
    }: {
      query?: string;
      q?: string;
      userName?: string;
      categoryId?: string;
      protoSkillId?: string;
      proficiency?: (typeof proficiencies)[number];
      limit: number;
    }) => ({ text: query || q || userName || '', limit, ...skill }),
  ),
);
export type SearchQuery = z.input<typeof searchQuerySchema>;

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
  proficiency: proficiencyFilter,
});
export type MentorsByUuidRequest = z.input<typeof mentorsByUuidRequestSchema>;
export type MentorFilter = z.output<typeof mentorsByUuidRequestSchema>;

// ---- Answers ----

/** Average of mentees' ratings (one decimal) and how many there are; null before the first. */
export const mentorRatingSchema = z.nullable(z.object({ average: z.number(), count: z.int() }));
export type MentorRating = z.infer<typeof mentorRatingSchema>;

/**
 * A mentor as the search results show them: who they are, why to trust them (rating, sessions given)
 * and when they are free (`nextAvailable`, the first free future slot's start). No email: only
 * participants of a session see each other's address. `skills` are all of the mentor's skills; after a
 * skill filter the matching ones come first.
 */
export const mentorListItemSchema = z.object({
  uuid: z.string(),
  userName: z.string(),
  image: imageUrlSchema,
  role: z.literal('mentor'),
  headline: z.nullable(z.string()),
  rating: mentorRatingSchema,
  sessionsCompleted: z.int(),
  nextAvailable: z.nullable(z.string()),
  skills: z.array(userSkillSchema),
});
export type MentorListItem = z.infer<typeof mentorListItemSchema>;

/** Both search endpoints answer with a plain array (the spec's client keeps it as is). */
export const mentorListSchema = z.array(mentorListItemSchema);
export type MentorList = z.infer<typeof mentorListSchema>;

/** How many upcoming free slots the profile lists. */
export const PROFILE_FREE_SLOTS = 6;

export const mentorUuidParamSchema = z.object({ uuid: z.uuid('Must be a valid id') });

/** `GET /search/mentor/{uuid}`: a mentor's public profile (no email), with their next free times. */
export const mentorProfileSchema = z.extend(mentorListItemSchema, {
  bio: z.nullable(z.string()),
  languages: z.array(z.string()),
  freeSlots: z.array(z.object({ _id: z.string(), start: z.string(), end: z.string() })),
});
export type MentorProfile = z.infer<typeof mentorProfileSchema>;

/** `GET /search/mentor/{uuid}/reviews?page=&limit=`: that mentor's public reviews, newest first. */
export const mentorReviewsSchema = z.object({
  reviews: z.array(
    z.object({
      _id: z.string(),
      mentee: z.object({ userName: z.string(), image: imageUrlSchema }),
      comment: z.string(),
      rating: z.int(),
      skillTitle: z.string(),
      createdAt: z.string(),
    }),
  ),
  page: z.int(),
  totalPages: z.int(),
  total: z.int(),
});
export type MentorReviews = z.infer<typeof mentorReviewsSchema>;

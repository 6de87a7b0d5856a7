import { z } from 'zod/mini';
import { MAX_RATING, MIN_RATING } from '../domain/feedback';
import { preprocess } from './preprocess';
import { pageQuerySchema } from './skills';

/** The answers are checked without zod (the browser parses them): feedback-answers.ts. */
export * from './feedback-answers';

export const MAX_FEEDBACK_TEXT_LENGTH = 2000;
export { MAX_RATING, MIN_RATING };
/** The public reviews sidebar shows the newest few; it is a teaser, not an archive. */
export const PUBLIC_REVIEWS_LIMIT = 20;

export const feedbackTextTooLong = `Feedback must be at most ${MAX_FEEDBACK_TEXT_LENGTH} characters`;
export const ratingOutOfRange = `Rating must be a whole number from ${MIN_RATING} to ${MAX_RATING}`;

/** Optional free text: trimmed, and empty means none (null). */
const feedbackTextSchema = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(MAX_FEEDBACK_TEXT_LENGTH, feedbackTextTooLong))),
  z.transform((value: string | null | undefined) => value || null),
);

/** A rating arrives as a number, or as the string value of a select; empty means none. */
const ratingSchema = preprocess(
  (value: unknown) => (value === '' ? null : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.nullish(
    z
      .number(ratingOutOfRange)
      .check(z.int(ratingOutOfRange), z.gte(MIN_RATING, ratingOutOfRange), z.lte(MAX_RATING, ratingOutOfRange)),
  ),
);

/**
 * `POST /feedback`. The server decides which side the author is on from their part in the booking;
 * `isMentor`, `mentorUuid` and `menteeUuid` are accepted because the spec's client sends them, but not trusted.
 * Which texts are required depends on that side (mentor: comment, strengths, improvement; mentee:
 * rating and a comment or additional comment), so that check happens on the server after the lookup.
 */
export const submitFeedbackRequestSchema = z.object({
  bookingId: z.uuid('Must be a valid id'),
  mentorUuid: z.nullish(z.string().check(z.maxLength(100))),
  menteeUuid: z.nullish(z.string().check(z.maxLength(100))),
  isMentor: z.nullish(z.boolean()),
  comment: feedbackTextSchema,
  strengths: feedbackTextSchema,
  improvement: feedbackTextSchema,
  additionalComment: feedbackTextSchema,
  publicFeedback: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value: boolean | null | undefined) => value ?? false),
  ),
  rating: ratingSchema,
});
export type SubmitFeedbackRequest = z.input<typeof submitFeedbackRequestSchema>;

/** Absent or empty query values mean "no filter". */
const optionalUuid = preprocess((value: unknown) => (value === '' ? undefined : value), z.optional(z.uuid('Must be a valid id')));

/** `GET /feedback`: only ever feedback on the caller's own sessions, optionally narrowed down. */
export const feedbackListQuerySchema = z.extend(pageQuerySchema, {
  bookingId: optionalUuid,
  mentorUuid: optionalUuid,
  menteeUuid: optionalUuid,
});
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;

import { z } from 'zod/mini';
import { imageUrlSchema } from './images';
import { MAX_RATING, MIN_RATING } from '../domain/feedback';
import { sessionSides } from '../domain/session';
import { preprocess } from './preprocess';
import { pageQuerySchema } from './skills';

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

// ---- Answers ----

/**
 * One side's feedback on a session. `author` is null once the author's account is deleted. A mentor's
 * feedback is never public and has no rating.
 */
export const feedbackSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  authorRole: z.enum(sessionSides),
  author: z.nullable(z.object({ uuid: z.string(), userName: z.string() })),
  comment: z.nullable(z.string()),
  strengths: z.nullable(z.string()),
  improvement: z.nullable(z.string()),
  publicFeedback: z.boolean(),
  rating: z.nullable(z.int()),
  additionalComment: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackListSchema = z.array(feedbackSchema);

export const submitFeedbackResponseSchema = z.object({ message: z.string(), feedback: feedbackSchema });
export type SubmitFeedbackResponse = z.infer<typeof submitFeedbackResponseSchema>;

const reviewPersonSchema = z.object({ userName: z.string(), image: imageUrlSchema });

/**
 * `GET /feedback/public`: a mentee's public feedback in the spec's Review shape. `mentee` is the
 * reviewer (the card's name and picture); `mentor` is whom the review is about (null once deleted);
 * `skills` holds the session's topic. `comment` falls back to the additional comment.
 */
export const reviewSchema = z.object({
  _id: z.string(),
  mentor: z.nullable(reviewPersonSchema),
  mentee: reviewPersonSchema,
  comment: z.string(),
  rating: z.int(),
  skills: z.array(z.object({ protoSkillId: z.object({ protoSkillTitle: z.string() }) })),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/** The answers of the feedback endpoints (the requests are in feedback.ts), checked without zod (answer-shape.ts). */
import { sessionSides } from '../domain/session';
import { array, boolean, int, nullable, object, oneOf, string, type Infer } from './answer-shape';

/**
 * One side's feedback on a session. `author` is null once the author's account is deleted. A mentor's
 * feedback is never public and has no rating.
 */
export const feedbackSchema = object({
  _id: string(),
  bookingId: string(),
  authorRole: oneOf(sessionSides),
  author: nullable(object({ uuid: string(), userName: string() })),
  comment: nullable(string()),
  strengths: nullable(string()),
  improvement: nullable(string()),
  publicFeedback: boolean(),
  rating: nullable(int()),
  additionalComment: nullable(string()),
  createdAt: string(),
});
export type Feedback = Infer<typeof feedbackSchema>;
export const feedbackListSchema = array(feedbackSchema);

export const submitFeedbackResponseSchema = object({ message: string(), feedback: feedbackSchema });
export type SubmitFeedbackResponse = Infer<typeof submitFeedbackResponseSchema>;

const reviewPersonSchema = object({ userName: string(), image: nullable(string()) });

/**
 * `GET /feedback/public`: a mentee's public feedback in the spec's Review shape. `mentee` is the
 * reviewer (the card's name and picture); `mentor` is whom the review is about (null once deleted);
 * `skills` holds the session's topic. `comment` falls back to the additional comment.
 */
export const reviewSchema = object({
  _id: string(),
  mentor: nullable(reviewPersonSchema),
  mentee: reviewPersonSchema,
  comment: string(),
  rating: int(),
  skills: array(object({ protoSkillId: object({ protoSkillTitle: string() }) })),
  createdAt: string(),
});
export type Review = Infer<typeof reviewSchema>;
export const reviewListSchema = array(reviewSchema);

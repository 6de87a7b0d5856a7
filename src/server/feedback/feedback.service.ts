import type { z } from 'zod';
import {
  PUBLIC_REVIEWS_LIMIT,
  type Feedback,
  type feedbackListQuerySchema,
  type Review,
  type submitFeedbackRequestSchema,
} from '../../shared/contracts/feedback';
import { canGiveFeedback, type SessionSide } from '../../shared/domain/session';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError, conflict, forbidden, isUniqueViolation, notFound } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';
import type { ServerText } from '../i18n/localized';
import { feedbackMessages } from './feedback.messages';
import { findBooking, insertFeedback, listFeedback, listPublicReviews, type FeedbackRow } from './feedback.queries';

type SubmitFeedback = z.output<typeof submitFeedbackRequestSchema>;
type FeedbackListQuery = z.output<typeof feedbackListQuerySchema>;
type Issue = { path: string; msg: ServerText };

function toFeedback({ feedback, author }: Pick<FeedbackRow, 'feedback' | 'author'>): Feedback {
  return {
    _id: feedback.id,
    bookingId: feedback.bookingId,
    authorRole: feedback.authorRole,
    author,
    comment: feedback.comment,
    strengths: feedback.strengths,
    improvement: feedback.improvement,
    publicFeedback: feedback.publicFeedback,
    rating: feedback.rating,
    additionalComment: feedback.additionalComment,
    createdAt: feedback.createdAt.toISOString(),
  };
}

/**
 * What each side must write (docs/product.md). A mentor's feedback is for the mentee only, so it is
 * never public and carries no rating; a mentee's may be public and needs a rating plus some words.
 */
function checkRequiredFields(side: SessionSide, body: SubmitFeedback): void {
  const issues: Issue[] = [];
  if (side === 'mentor') {
    if (!body.comment) issues.push({ path: 'comment', msg: feedbackMessages.commentRequired });
    if (!body.strengths) issues.push({ path: 'strengths', msg: feedbackMessages.strengthsRequired });
    if (!body.improvement) issues.push({ path: 'improvement', msg: feedbackMessages.improvementRequired });
    if (issues.length) {
      throw new AppError(400, commonMessages.invalidInput, { fields: issues.map((issue) => issue.path).join(', ') }, issues);
    }
    return;
  }
  if (body.rating == null) issues.push({ path: 'rating', msg: feedbackMessages.ratingRequired });
  if (!body.comment && !body.additionalComment) issues.push({ path: 'comment', msg: feedbackMessages.provideFeedback });
  if (issues.length) throw new AppError(400, feedbackMessages.provideFeedback, {}, issues);
}

/**
 * Once per side per session, by a participant, on a confirmed session that has started. The side is
 * the author's part in the booking, whatever `isMentor` says. "Once" is the `feedback_one_per_side`
 * unique index, so two submissions at the same moment still leave one row.
 */
export async function submitFeedback(deps: AppDeps, user: CurrentUser, body: SubmitFeedback): Promise<Feedback> {
  const booking = await findBooking(deps.db, body.bookingId);
  if (!booking) throw notFound(feedbackMessages.sessionNotFound);
  const side: SessionSide | null = booking.mentorId === user._id ? 'mentor' : booking.menteeId === user._id ? 'mentee' : null;
  if (!side) throw forbidden(feedbackMessages.notYourSession);
  if (booking.status !== 'confirmed') throw conflict(feedbackMessages.notBooked);
  const now = deps.now();
  if (!canGiveFeedback(booking.startAt, now)) throw conflict(feedbackMessages.notStarted);
  checkRequiredFields(side, body);

  try {
    const row = await insertFeedback(deps.db, {
      bookingId: booking.id,
      authorId: user._id,
      authorRole: side,
      comment: body.comment,
      strengths: body.strengths,
      improvement: body.improvement,
      additionalComment: body.additionalComment,
      publicFeedback: side === 'mentee' && body.publicFeedback,
      rating: side === 'mentee' ? body.rating : null,
      createdAt: now,
    });
    return toFeedback({ feedback: row, author: { uuid: user.uuid, userName: user.userName } });
  } catch (error) {
    if (isUniqueViolation(error, 'feedback_one_per_side')) throw conflict(feedbackMessages.alreadyGiven);
    throw error;
  }
}

/**
 * Feedback on the caller's own sessions only (both sides' feedback: a mentee reads what their mentor
 * wrote). Naming someone else's session is refused; the uuid filters simply narrow the caller's own.
 */
export async function getFeedback(deps: AppDeps, user: CurrentUser, query: FeedbackListQuery): Promise<Feedback[]> {
  if (query.bookingId) {
    const booking = await findBooking(deps.db, query.bookingId);
    if (!booking) throw notFound(feedbackMessages.sessionNotFound);
    if (booking.mentorId !== user._id && booking.menteeId !== user._id) throw forbidden(feedbackMessages.notYourSession);
  }
  const rows = await listFeedback(deps.db, {
    participantId: user._id,
    bookingId: query.bookingId,
    mentorUuid: query.mentorUuid,
    menteeUuid: query.menteeUuid,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return rows.map(toFeedback);
}

/** The reviews sidebar: the newest public mentee feedback, for everyone (logged in or not). */
export async function getPublicReviews(deps: AppDeps): Promise<Review[]> {
  const rows = await listPublicReviews(deps.db, PUBLIC_REVIEWS_LIMIT);
  return rows.map((row) => ({
    _id: row.id,
    mentor: row.mentor,
    mentee: row.mentee,
    comment: row.comment ?? row.additionalComment ?? '',
    rating: row.rating ?? 0,
    skills: [{ protoSkillId: { protoSkillTitle: row.skillTitle } }],
    createdAt: row.createdAt.toISOString(),
  }));
}

import type { z } from 'zod/mini';
import {
  adminActionResponseSchema,
  adminMentorPageSchema,
  adminUserPageSchema,
  auditListSchema,
  reportedReviewPageSchema,
} from './admin';
import {
  availableEventListSchema,
  bookSlotResponseSchema,
  bookingDetailsSchema,
  deleteSlotResponseSchema,
  slotListSchema,
  slotSchema,
} from './calendar';
import {
  agendaResponseSchema,
  bookingRulesSchema,
  busySourceListSchema,
  busySourceSchema,
  feedTokenResponseSchema,
  feedTokenStatusSchema,
  notesSchema,
  rescheduleResponseSchema,
} from './calendar-sync';
import { feedbackListSchema, reviewListSchema, submitFeedbackResponseSchema } from './feedback';
import { healthResponseSchema } from './health';
import { overviewSchema } from './overview';
import {
  confirmCreditSlotResponseSchema,
  confirmFreeSlotResponseSchema,
  createPaymentIntentResponseSchema,
  paymentConfigSchema,
  simulatedConfirmResponseSchema,
  webhookReceivedResponseSchema,
} from './payment';
import {
  earningsSchema,
  onboardingCompleteSchema,
  onboardingLinkSchema,
  packIntentSchema,
  packListSchema,
  payoutListSchema,
  payoutRunSchema,
  receiptListSchema,
  refundResultSchema,
  adminBookingListSchema,
  adminPayoutListSchema,
  subscriptionSchema,
} from './money';
import { pushSubscriptionResponseSchema, vapidPublicKeyResponseSchema } from './push';
import { mentorListSchema, mentorProfileSchema, mentorReviewsSchema } from './search';
import { cancelSessionResponseSchema, sessionListSchema } from './session';
import {
  createSkillCategoryResponseSchema,
  deleteSkillResponseSchema,
  editSkillCategoryResponseSchema,
  getProtoSkillsResponseSchema,
  getSkillCategoriesResponseSchema,
  getUserSkillsResponseSchema,
  protoSkillResponseSchema,
  userSkillResponseSchema,
} from './skills';
import {
  authResponseSchema,
  authUserSchema,
  getUsersResponseSchema,
  messageResponseSchema,
  userMessageResponseSchema,
  userStatsSchema,
} from './user';
import { stopWeeklyHoursResultSchema, weeklyHoursAnswerSchema, weeklyHoursResultSchema } from './weekly-hours';

/**
 * The successful JSON answer of every endpoint, keyed as Hono names its routes ("METHOD /path/:param").
 * `null` marks an endpoint whose answer is not JSON. The server's tests parse every answer with this
 * table (server/test/harness.ts), and a test checks that every route the server registers is in it.
 */
export const answerSchemas = {
  'GET /app/health': healthResponseSchema,

  'POST /app/user/signup': authResponseSchema,
  'POST /app/user/login': authResponseSchema,
  'GET /app/user/auth': authUserSchema,
  'GET /app/user/stats': userStatsSchema,
  'GET /app/user/logout': messageResponseSchema,
  'POST /app/user/logout': messageResponseSchema,
  'POST /app/user/forgot-password': messageResponseSchema,
  'POST /app/user/verify-email': messageResponseSchema,
  'POST /app/user/resend-verification': messageResponseSchema,
  'POST /app/user/reset-password/:token': messageResponseSchema,
  'DELETE /app/user': messageResponseSchema,
  'GET /app/user/get-users': getUsersResponseSchema,
  'POST /app/user/change-username': userMessageResponseSchema,
  'PUT /app/user/change-email': userMessageResponseSchema,
  'PUT /app/user/change-image': userMessageResponseSchema,
  'PUT /app/user/change-password': messageResponseSchema,
  'PUT /app/user/change-role': userMessageResponseSchema,
  'PUT /app/user/profile': userMessageResponseSchema,
  'PUT /app/user/notifications': userMessageResponseSchema,
  'POST /app/contact': messageResponseSchema,

  'GET /app/skill-category/get-skill-categories': getSkillCategoriesResponseSchema,
  'POST /app/skill-category/create-skill-category': createSkillCategoryResponseSchema,
  'PATCH /app/skill-category/edit-skill-category/:id': editSkillCategoryResponseSchema,
  'DELETE /app/skill-category/delete-skill-category/:id': deleteSkillResponseSchema,
  'GET /app/proto-skill/get-proto-skills': getProtoSkillsResponseSchema,
  'POST /app/proto-skill/create-proto-skill': protoSkillResponseSchema,
  'PATCH /app/proto-skill/edit-proto-skill/:id': protoSkillResponseSchema,
  'DELETE /app/proto-skill/delete-proto-skill/:id': deleteSkillResponseSchema,
  'GET /app/user-skill/get-user-skills': getUserSkillsResponseSchema,
  'POST /app/user-skill/create-user-skill': userSkillResponseSchema,
  'PATCH /app/user-skill/edit-user-skill/:id': userSkillResponseSchema,
  'DELETE /app/user-skill/delete-user-skill/:id': deleteSkillResponseSchema,

  'GET /app/search': mentorListSchema,
  'POST /app/search/mentor/by-uuid': mentorListSchema,
  'GET /app/search/mentor/:uuid': mentorProfileSchema,
  'GET /app/search/mentor/:uuid/reviews': mentorReviewsSchema,

  'GET /app/calendar/:mentorUuid': slotListSchema,
  'GET /app/calendar/booking-details/:id': bookingDetailsSchema,
  'POST /app/calendar': slotSchema,
  'DELETE /app/calendar/:id': deleteSlotResponseSchema,
  'POST /app/calendar/book/:id': bookSlotResponseSchema,
  'GET /app/calendar/weekly-hours': weeklyHoursAnswerSchema,
  'PUT /app/calendar/weekly-hours': weeklyHoursResultSchema,
  'DELETE /app/calendar/weekly-hours': stopWeeklyHoursResultSchema,
  'GET /app/calendar/booking-rules': bookingRulesSchema,
  'PUT /app/calendar/booking-rules': bookingRulesSchema,
  'GET /app/calendar/feed-token': feedTokenStatusSchema,
  'POST /app/calendar/feed-token': feedTokenResponseSchema,
  'DELETE /app/calendar/feed-token': messageResponseSchema,
  'GET /app/calendar/feed/:file': null,
  'GET /app/calendar/busy-sources': busySourceListSchema,
  'POST /app/calendar/busy-sources': busySourceSchema,
  'DELETE /app/calendar/busy-sources/:id': messageResponseSchema,

  'GET /app/session/available-upcoming-events': availableEventListSchema,
  'GET /app/session/upcoming-sessions': sessionListSchema,
  'GET /app/session/past-sessions': sessionListSchema,
  'DELETE /app/session/cancel-session/:id': cancelSessionResponseSchema,
  'GET /app/session/:id/ics': null,
  'PUT /app/session/:id/agenda': agendaResponseSchema,
  'POST /app/session/:id/reschedule': rescheduleResponseSchema,
  'GET /app/session/:id/notes': notesSchema,
  'PUT /app/session/:id/notes': notesSchema,
  'GET /app/images/:id': null,
  'POST /app/session/confirm-free-slot': confirmFreeSlotResponseSchema,

  'GET /app/feedback/public': reviewListSchema,
  'GET /app/feedback': feedbackListSchema,
  'POST /app/feedback': submitFeedbackResponseSchema,
  'POST /app/feedback/:id/report': messageResponseSchema,

  'GET /app/admin/mentors': adminMentorPageSchema,
  'POST /app/admin/mentors/:uuid/approve': adminActionResponseSchema,
  'POST /app/admin/mentors/:uuid/reject': adminActionResponseSchema,
  'GET /app/admin/users': adminUserPageSchema,
  'POST /app/admin/users/:uuid/suspend': adminActionResponseSchema,
  'POST /app/admin/users/:uuid/unsuspend': adminActionResponseSchema,
  'GET /app/admin/reports': reportedReviewPageSchema,
  'POST /app/admin/feedback/:id/hide': adminActionResponseSchema,
  'POST /app/admin/feedback/:id/unhide': adminActionResponseSchema,
  'GET /app/admin/audit': auditListSchema,

  'GET /app/payment/config': paymentConfigSchema,
  'POST /app/payment/stripe/create-payment-intent': createPaymentIntentResponseSchema,
  'POST /app/payment/simulated/confirm': simulatedConfirmResponseSchema,
  'POST /app/payment/stripe/webhook': webhookReceivedResponseSchema,

  'GET /app/payment/packs': packListSchema,
  'POST /app/payment/packs/:id/intent': packIntentSchema,
  'GET /app/payment/subscription': subscriptionSchema,
  'DELETE /app/payment/subscription': subscriptionSchema,
  'POST /app/session/confirm-credit-slot': confirmCreditSlotResponseSchema,
  'GET /app/payment/receipts': receiptListSchema,
  'GET /app/payment/receipts/:id': null,
  'GET /app/earnings': earningsSchema,
  'GET /app/earnings.csv': null,
  'GET /app/payouts': payoutListSchema,
  'POST /app/payouts/onboarding': onboardingLinkSchema,
  'POST /app/payouts/onboarding/complete': onboardingCompleteSchema,
  'POST /app/admin/payouts/run': payoutRunSchema,
  'GET /app/admin/payouts': adminPayoutListSchema,
  'GET /app/admin/bookings': adminBookingListSchema,
  'POST /app/admin/bookings/:bookingId/refund': refundResultSchema,
  'GET /app/push/public-key': vapidPublicKeyResponseSchema,
  'POST /app/push/subscribe': pushSubscriptionResponseSchema,
  'DELETE /app/push/subscribe': pushSubscriptionResponseSchema,

  'GET /app/admin/overview': overviewSchema,
  'GET /app/metrics': null,
} as const satisfies Record<string, z.ZodMiniType | null>;

export type Endpoint = keyof typeof answerSchemas;

/** The endpoints that answer JSON: the ones the app calls through its API client. */
export type JsonEndpoint = { [E in Endpoint]: (typeof answerSchemas)[E] extends null ? never : E }[Endpoint];

/** The type of an endpoint's successful answer, inferred from its schema in the table above. */
export type EndpointAnswer<E extends JsonEndpoint> = z.infer<NonNullable<(typeof answerSchemas)[E]>>;

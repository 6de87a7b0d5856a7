import { z } from 'zod/mini';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_REASON_LENGTH } from '../domain/limits';

export { ADMIN_PAGE_SIZE };
import { roles } from '../domain/roles';
import { imageUrlSchema } from './images';
import { mentorListItemSchema } from './search';
import { mentorStatusSchema, mentorStatuses } from './user';

export const MAX_ADMIN_QUERY_LENGTH = 100;

const pageSchema = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1);

/** A reason an admin gives (rejection, suspension) or a user gives (report): required, trimmed, one paragraph at most. */
export const reasonRequestSchema = z.object({
  reason: z.string().check(
    z.trim(),
    z.minLength(1, 'Please give a reason'),
    z.maxLength(MAX_ADMIN_REASON_LENGTH, `Reason must be at most ${MAX_ADMIN_REASON_LENGTH} characters`),
  ),
});
export type ReasonRequest = z.input<typeof reasonRequestSchema>;

export const adminUuidParamSchema = z.object({ uuid: z.uuid('Must be a valid id') });
export const feedbackIdParamSchema = z.object({ id: z.uuid('Must be a valid id') });

// ---- Mentor vetting ----

export const adminMentorsQuerySchema = z.object({
  status: z._default(mentorStatusSchema, 'pending'),
  page: pageSchema,
});
export type AdminMentorsQuery = z.input<typeof adminMentorsQuerySchema>;

/**
 * A mentor in the vetting queue: the card mentees would see, with what the admin needs besides (email,
 * bio, languages, sign-up date, whether the address is confirmed and weekly hours are set).
 */
export const adminMentorSchema = z.extend(mentorListItemSchema, {
  email: z.string(),
  bio: z.nullable(z.string()),
  languages: z.array(z.string()),
  createdAt: z.string(),
  mentorStatus: mentorStatusSchema,
  mentorStatusReason: z.nullable(z.string()),
  emailVerified: z.boolean(),
  hasWeeklyHours: z.boolean(),
});
export type AdminMentor = z.infer<typeof adminMentorSchema>;

export const adminMentorPageSchema = z.object({
  mentors: z.array(adminMentorSchema),
  page: z.int(),
  totalPages: z.int(),
  total: z.int(),
});
export type AdminMentorPage = z.infer<typeof adminMentorPageSchema>;

// ---- Users ----

/** What the users page filters by: an account's standing, one value at a time. */
export const userStatuses = ['active', 'suspended', 'unverified', ...mentorStatuses.filter((status) => status !== 'approved')] as const;
export type UserStatus = (typeof userStatuses)[number];

export const adminUsersQuerySchema = z.object({
  query: z._default(z.string().check(z.trim(), z.maxLength(MAX_ADMIN_QUERY_LENGTH)), ''),
  role: z.optional(z.enum(roles)),
  status: z.optional(z.enum(userStatuses)),
  page: pageSchema,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  uuid: z.string(),
  userName: z.string(),
  email: z.string(),
  image: imageUrlSchema,
  role: z.enum(roles),
  originalRole: z.enum(roles),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  mentorStatus: mentorStatusSchema,
  suspendedAt: z.nullable(z.string()),
  suspensionReason: z.nullable(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  page: z.int(),
  totalPages: z.int(),
  total: z.int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** The answer of every admin action: what the UI shows, and the changed user where there is one. */
export const adminActionResponseSchema = z.object({ message: z.string(), user: z.optional(adminUserSchema) });
export type AdminActionResponse = z.infer<typeof adminActionResponseSchema>;

// ---- Reported reviews ----

export const adminReportsQuerySchema = z.object({ page: pageSchema });

/** A reported review with its reports, newest report first; `hiddenAt` set while it is hidden. */
export const reportedReviewSchema = z.object({
  feedbackId: z.string(),
  comment: z.string(),
  rating: z.nullable(z.int()),
  createdAt: z.string(),
  hiddenAt: z.nullable(z.string()),
  author: z.nullable(z.object({ uuid: z.string(), userName: z.string() })),
  mentor: z.nullable(z.object({ uuid: z.string(), userName: z.string() })),
  reports: z.array(z.object({ reason: z.string(), at: z.string(), reporterName: z.string() })),
  lastReportedAt: z.string(),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

export const reportedReviewPageSchema = z.object({
  reviews: z.array(reportedReviewSchema),
  page: z.int(),
  totalPages: z.int(),
  total: z.int(),
});
export type ReportedReviewPage = z.infer<typeof reportedReviewPageSchema>;

// ---- Audit ----

export const auditActions = ['approve', 'reject', 'suspend', 'unsuspend', 'hide', 'unhide', 'refund', 'payout'] as const;
export type AuditAction = (typeof auditActions)[number];

export const adminAuditQuerySchema = z.object({ page: pageSchema });

/**
 * One admin action; `targetUuid` is a user's uuid (a payout: the mentor paid), a review's id for hide and
 * unhide, or a booking's id for a refund (`targetName` is then the mentee's). Names are today's, null once deleted.
 */
export const auditEntrySchema = z.object({
  at: z.string(),
  adminUuid: z.string(),
  action: z.enum(auditActions),
  targetUuid: z.string(),
  reason: z.nullable(z.string()),
  adminName: z.nullable(z.string()),
  targetName: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /admin/audit?page=`: newest first, ADMIN_PAGE_SIZE per page, a plain array. */
export const auditListSchema = z.array(auditEntrySchema);

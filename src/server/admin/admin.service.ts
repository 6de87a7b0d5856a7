import { and, eq, gt, inArray } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminMentor,
  type AdminMentorPage,
  type AdminUser,
  type AdminUserPage,
  type AuditEntry,
} from '../../shared/contracts/admin';
import type { MentorStatus } from '../../shared/contracts/user';
import type { z } from 'zod';
import type { adminUsersQuerySchema } from '../../shared/contracts/admin';
import type { DbOrTx } from '../db/client';
import { bookings } from '../db/schema';
import { afterResponse } from '../http/after-response';
import type { AppDeps, CurrentUser } from '../http/context';
import { conflict, forbidden, notFound } from '../http/errors';
import { imagePath } from '../images/image-url';
import { localize, type Language } from '../i18n/localized';
import { enqueueBookingNotices } from '../notices/notices.queries';
import { creditFreeSessionToken } from '../session/session.queries';
import { toUserSkill } from '../skills/skills.mappers';
import { endUserAuths } from '../user/auth.service';
import { adminMessages } from './admin.messages';
import {
  findUserByUuid,
  insertAudit,
  listAudit,
  listMentorsByStatus,
  listSkillsOf,
  searchUsers,
  setMentorStatus,
  setSuspended,
  type UserRow,
} from './admin.queries';

const pages = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

export function toAdminUser(row: UserRow): AdminUser {
  return {
    uuid: row.uuid,
    userName: row.userName,
    email: row.email,
    image: imagePath(row.imageId),
    role: row.role,
    originalRole: row.originalRole,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    mentorStatus: row.mentorStatus,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
  };
}

export async function listMentors(deps: AppDeps, status: MentorStatus, page: number): Promise<AdminMentorPage> {
  const { rows, total } = await listMentorsByStatus(deps.db, status, ADMIN_PAGE_SIZE, offsetOf(page));
  const skills = await listSkillsOf(deps.db, rows.map((row) => row.user.id));
  const mentors = rows.map(({ user, hasWeeklyHours }): AdminMentor => ({
    uuid: user.uuid,
    userName: user.userName,
    image: imagePath(user.imageId),
    role: 'mentor',
    headline: user.headline,
    rating: user.ratingCount > 0 && user.ratingAverage != null ? { average: user.ratingAverage, count: user.ratingCount } : null,
    sessionsCompleted: 0,
    nextAvailable: user.nextFreeAt?.toISOString() ?? null,
    skills: skills.filter((skill) => skill.userSkill.userId === user.id).map((s) => toUserSkill(s.userSkill, s.skill, s.category)),
    email: user.email,
    bio: user.bio,
    languages: user.languages,
    createdAt: user.createdAt.toISOString(),
    mentorStatus: user.mentorStatus,
    mentorStatusReason: user.mentorStatusReason,
    emailVerified: user.emailVerifiedAt !== null,
    hasWeeklyHours: Boolean(hasWeeklyHours),
  }));
  return { mentors, page, totalPages: pages(total), total };
}

/** Approves or rejects a mentor, writes the audit row in the same transaction, and mails the mentor afterwards. */
export async function decideMentor(
  deps: AppDeps,
  admin: CurrentUser,
  uuid: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
) {
  const reason = decision.status === 'rejected' ? decision.reason : null;
  const row = await deps.db.transaction(async (tx) => {
    const updated = await setMentorStatus(tx, uuid, decision.status, reason);
    if (!updated) throw notFound(adminMessages.mentorNotFound);
    await insertAudit(tx, {
      adminUuid: admin.uuid,
      action: decision.status === 'approved' ? 'approve' : 'reject',
      targetUuid: uuid,
      reason,
      at: deps.now(),
    });
    return updated;
  });
  const lang: Language = row.language === 'de' ? 'de' : 'en';
  const link = `${deps.config.publicUrl}/dashboard`;
  afterResponse(deps.logger, 'mentor decision mail', () =>
    deps.mailer.send({
      to: row.email,
      subject: localize(decision.status === 'approved' ? adminMessages.approvedMailSubject : adminMessages.rejectedMailSubject, lang),
      text:
        decision.status === 'approved'
          ? localize(adminMessages.approvedMailText, lang, { name: row.userName, link })
          : localize(adminMessages.rejectedMailText, lang, { name: row.userName, reason: decision.reason, link }),
    }),
  );
  return row;
}

export async function listUsers(deps: AppDeps, query: z.output<typeof adminUsersQuerySchema>): Promise<AdminUserPage> {
  const { rows, total } = await searchUsers(deps.db, query, ADMIN_PAGE_SIZE, offsetOf(query.page));
  return { users: rows.map(toAdminUser), page: query.page, totalPages: pages(total), total };
}

/**
 * Suspends an account in one transaction: the flag (which refuses new logins), every login deleted (the
 * next request with an old cookie is a 401), a mentor's upcoming sessions cancelled as when a mentor
 * cancels (notices to both, the mentee credited a free session) and their holds released, and the audit row.
 */
export async function suspendUser(deps: AppDeps, admin: CurrentUser, uuid: string, reason: string) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const target = await findUserByUuid(tx, uuid);
    if (!target) throw notFound(adminMessages.userNotFound);
    if (target.originalRole === 'admin') throw forbidden(adminMessages.cannotSuspendAdmin);
    const row = await setSuspended(tx, uuid, { at: now, reason });
    if (!row) throw conflict(adminMessages.alreadySuspended);
    await endUserAuths(tx, row.id);
    await cancelUpcomingAsMentor(tx, row.id, now);
    await insertAudit(tx, { adminUuid: admin.uuid, action: 'suspend', targetUuid: uuid, reason, at: now });
    return row;
  });
}

async function cancelUpcomingAsMentor(tx: DbOrTx, mentorId: string, now: Date) {
  const cancelled = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'mentor' })
    .where(and(eq(bookings.mentorId, mentorId), inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.startAt, now)))
    .returning({ id: bookings.id, menteeId: bookings.menteeId, paidWith: bookings.paidWith });
  // Only a paid (confirmed) session was promised to someone: they are told and compensated; a hold just ends.
  for (const booking of cancelled) {
    if (!booking.paidWith) continue;
    await enqueueBookingNotices(tx, booking.id, 'cancelled');
    if (booking.menteeId) await creditFreeSessionToken(tx, booking.menteeId);
  }
}

export async function unsuspendUser(deps: AppDeps, admin: CurrentUser, uuid: string) {
  return deps.db.transaction(async (tx) => {
    const row = await setSuspended(tx, uuid, null);
    if (!row) {
      if (!(await findUserByUuid(tx, uuid))) throw notFound(adminMessages.userNotFound);
      throw conflict(adminMessages.notSuspended);
    }
    await insertAudit(tx, { adminUuid: admin.uuid, action: 'unsuspend', targetUuid: uuid, at: deps.now() });
    return row;
  });
}

export async function getAudit(deps: AppDeps, page: number): Promise<AuditEntry[]> {
  return listAudit(deps.db, ADMIN_PAGE_SIZE, offsetOf(page));
}

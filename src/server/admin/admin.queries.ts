import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery, AuditAction } from '../../shared/contracts/admin';
import type { MentorStatus } from '../../shared/contracts/user';
import { searchableText } from '../../shared/domain/search-text';
import type { DbOrTx } from '../db/client';
import { adminAudit, protoSkills, skillCategories, userSkills, users, weeklyHours } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** A page of mentors in one vetting state; the queue (pending) oldest sign-up first, the others newest first. */
export async function listMentorsByStatus(db: DbOrTx, status: MentorStatus, limit: number, offset: number) {
  const where = and(eq(users.role, 'mentor'), eq(users.mentorStatus, status));
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const order = status === 'pending' ? [asc(users.createdAt), asc(users.id)] : [desc(users.updatedAt), asc(users.id)];
  const rows = await db
    .select({
      user: users,
      hasWeeklyHours: sql<boolean>`exists (select 1 from ${weeklyHours} where ${weeklyHours.mentorId} = ${users.id})`,
    })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { rows, total: total?.value ?? 0 };
}

/** Every skill of the given users with its catalogue skill and category, alphabetically. */
export async function listSkillsOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userSkill: userSkills, skill: protoSkills, category: skillCategories })
    .from(userSkills)
    .innerJoin(protoSkills, eq(protoSkills.id, userSkills.protoSkillId))
    .innerJoin(skillCategories, eq(skillCategories.id, protoSkills.categoryId))
    .where(inArray(userSkills.userId, userIds))
    .orderBy(sql`lower(${protoSkills.title}) collate "C"`, asc(userSkills.id));
}

function statusCondition(status: AdminUsersQuery['status']): SQL | undefined {
  switch (status) {
    case 'suspended':
      return isNotNull(users.suspendedAt);
    case 'unverified':
      return isNull(users.emailVerifiedAt);
    case 'pending':
    case 'rejected':
      return and(eq(users.role, 'mentor'), eq(users.mentorStatus, status));
    case 'active':
      return and(isNull(users.suspendedAt), isNotNull(users.emailVerifiedAt), sql`(${users.role} <> 'mentor' or ${users.mentorStatus} = 'approved')`);
    default:
      return undefined;
  }
}

/** Users matching a name or email text, a role and a status; newest first. */
export async function searchUsers(
  db: DbOrTx,
  filter: { query: string; role?: UserRow['role'] | undefined; status?: AdminUsersQuery['status'] },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [];
  if (filter.query) {
    const escaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
    conditions.push(
      sql`(${users.searchName} like ${`%${escaped(searchableText(filter.query))}%`} or lower(${users.email}) like ${`%${escaped(filter.query.toLowerCase())}%`})`,
    );
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  const status = statusCondition(filter.status);
  if (status) conditions.push(status);
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), asc(users.id)).limit(limit).offset(offset);
  return { rows, total: total?.value ?? 0 };
}

export async function findUserByUuid(db: DbOrTx, uuid: string) {
  const [row] = await db.select().from(users).where(eq(users.uuid, uuid)).limit(1);
  return row;
}

/** Sets a mentor's vetting state; undefined when `uuid` is no mentor. */
export async function setMentorStatus(db: DbOrTx, uuid: string, status: MentorStatus, reason: string | null) {
  const [row] = await db
    .update(users)
    .set({ mentorStatus: status, mentorStatusReason: reason, updatedAt: sql`now()` })
    .where(and(eq(users.uuid, uuid), eq(users.role, 'mentor')))
    .returning();
  return row;
}

/** Suspends or lifts a suspension; undefined when the account was already in that state (or is unknown). */
export async function setSuspended(db: DbOrTx, uuid: string, suspension: { at: Date; reason: string } | null) {
  const [row] = await db
    .update(users)
    .set({ suspendedAt: suspension?.at ?? null, suspensionReason: suspension?.reason ?? null, updatedAt: sql`now()` })
    .where(and(eq(users.uuid, uuid), suspension ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt)))
    .returning();
  return row;
}

export async function insertAudit(
  db: DbOrTx,
  entry: { adminUuid: string; action: AuditAction; targetUuid: string; reason?: string | null | undefined; at: Date },
) {
  await db.insert(adminAudit).values({ ...entry, reason: entry.reason ?? null });
}

/** A page of the audit log, newest first, with today's names of admin and target (a user, a review's author, a refunded booking's mentee). */
export async function listAudit(db: DbOrTx, limit: number, offset: number) {
  const result = (await db.execute(sql`select to_json(a.at) as at, a.admin_uuid as "adminUuid", a.action,
      a.target_uuid as "targetUuid", a.reason, admin.user_name as "adminName",
      coalesce(target.user_name, review_author.user_name, refunded_mentee.user_name) as "targetName"
    from admin_audit a
    left join users admin on admin.uuid = a.admin_uuid
    left join users target on target.uuid = a.target_uuid
    left join feedback f on f.id = a.target_uuid
    left join users review_author on review_author.id = f.author_id
    left join bookings refunded on a.action = 'refund' and refunded.id = a.target_uuid
    left join users refunded_mentee on refunded_mentee.id = refunded.mentee_id
    order by a.at desc, a.id desc
    limit ${limit} offset ${offset}`)) as unknown as {
    rows: Array<{
      at: string;
      adminUuid: string;
      action: AuditAction;
      targetUuid: string;
      reason: string | null;
      adminName: string | null;
      targetName: string | null;
    }>;
  };
  return result.rows;
}

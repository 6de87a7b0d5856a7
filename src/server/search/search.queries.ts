import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Proficiency } from '../../shared/domain/skills';
import type { DbOrTx } from '../db/client';
import { protoSkills, skillCategories, userSkills, users } from '../db/schema';

const mentorColumns = {
  id: users.id,
  uuid: users.uuid,
  userName: users.userName,
  email: users.email,
  image: users.image,
};
export type MentorRow = { id: string; uuid: string; userName: string; email: string; image: string | null };

/** Acting role decides: an admin acting as mentor is listed, a mentor acting as mentee is not. */
const isMentor = eq(users.role, 'mentor');
/** Byte order ("C"): the same on every server, whatever collation the database was created with. */
const byName = [sql`${users.searchName} collate "C"`, sql`${users.userName} collate "C"`, asc(users.uuid)];

/** `%` and `_` typed by a user are literal characters, not wildcards (backslash is LIKE's default escape). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Mentors whose `search_name` contains `term` (already `searchableText`), best first: the exact name,
 * then names starting with it, then names with a word starting with it, then the rest; by name within
 * each. The `LIKE '%…%'` is what the trigram index `users_search_name_trgm_idx` serves.
 * Returned unawaited so the index test can EXPLAIN exactly this statement.
 */
export function mentorsByNameQuery(db: DbOrTx, term: string, limit: number) {
  const escaped = escapeLike(term);
  const rank = sql`case
    when ${users.searchName} = ${term} then 0
    when ${users.searchName} like ${`${escaped}%`} then 1
    when ${users.searchName} like ${`% ${escaped}%`} then 2
    else 3 end`;
  return db
    .select(mentorColumns)
    .from(users)
    .where(and(isMentor, sql`${users.searchName} like ${`%${escaped}%`}`))
    .orderBy(rank, ...byName)
    .limit(limit);
}

export function listMentors(db: DbOrTx, limit: number): Promise<MentorRow[]> {
  return db
    .select(mentorColumns)
    .from(users)
    .where(isMentor)
    .orderBy(...byName)
    .limit(limit);
}

export interface SkillFilter {
  categoryId?: string | undefined;
  protoSkillId?: string | undefined;
  proficiency?: Proficiency | undefined;
}

function skillConditions(filter: SkillFilter): SQL[] {
  return [
    filter.categoryId ? eq(protoSkills.categoryId, filter.categoryId) : undefined,
    filter.protoSkillId ? eq(userSkills.protoSkillId, filter.protoSkillId) : undefined,
    filter.proficiency ? eq(userSkills.proficiency, filter.proficiency) : undefined,
  ].filter((condition) => condition !== undefined);
}

/**
 * Mentors, optionally among `uuids`, who have at least one skill matching every given skill filter.
 * EXISTS rather than a join, so a mentor with several matching skills is still one row.
 */
export function findMentors(
  db: DbOrTx,
  options: { uuids?: string[] | undefined; skill: SkillFilter; limit: number },
): Promise<MentorRow[]> {
  const conditions = skillConditions(options.skill);
  const hasMatchingSkill = conditions.length
    ? exists(
        db
          .select({ one: sql`1` })
          .from(userSkills)
          .innerJoin(protoSkills, eq(protoSkills.id, userSkills.protoSkillId))
          .where(and(eq(userSkills.userId, users.id), ...conditions)),
      )
    : undefined;
  return db
    .select(mentorColumns)
    .from(users)
    .where(and(isMentor, options.uuids ? inArray(users.uuid, options.uuids) : undefined, hasMatchingSkill))
    .orderBy(...byName)
    .limit(options.limit);
}

/** All skills of the given users with their catalogue skill and category, in one query. */
export function skillsOfUsers(db: DbOrTx, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({ skill: userSkills, protoSkill: protoSkills, category: skillCategories })
    .from(userSkills)
    .innerJoin(protoSkills, eq(protoSkills.id, userSkills.protoSkillId))
    .innerJoin(skillCategories, eq(skillCategories.id, protoSkills.categoryId))
    .where(inArray(userSkills.userId, userIds))
    .orderBy(sql`lower(${protoSkills.title}) collate "C"`, asc(userSkills.id));
}
export type SkillRow = Awaited<ReturnType<typeof skillsOfUsers>>[number];

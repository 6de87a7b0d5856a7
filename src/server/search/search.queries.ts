import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Proficiency } from '../../shared/domain/skills';
import type { DbOrTx } from '../db/client';
import { protoSkills, skillCategories, userSkills, users } from '../db/schema';

/** A skill as `to_json` writes the rows of user_skills, proto_skills and skill_categories (snake_case, ISO times). */
export interface SkillJson {
  skill: {
    id: string;
    user_id: string;
    proto_skill_id: string;
    proficiency: Proficiency;
    notes: string | null;
    created_at: string;
    updated_at: string;
  };
  protoSkill: {
    id: string;
    category_id: string;
    title: string;
    description: string | null;
    created_at: string;
    updated_at: string;
  };
  category: { id: string; title: string; description: string; created_at: string; updated_at: string };
}

/**
 * Every skill of the mentor with its catalogue skill and category, as one JSON array per mentor row.
 * One round trip for a whole page of results, and one JSON value to parse instead of ~20 typed columns
 * per skill: at 30 mentors that made the search about three times faster on PGlite.
 */
// `${users}.id`, not `${users.id}`: Drizzle leaves a column unqualified in a one-table select, and a bare
// "id" inside this subquery would be ambiguous.
const skillsJson = sql<SkillJson[] | string>`coalesce((
  select json_agg(json_build_object('skill', to_json(us), 'protoSkill', to_json(ps), 'category', to_json(sc))
    order by lower(ps.title) collate "C", us.id)
  from ${userSkills} us
  join ${protoSkills} ps on ps.id = us.proto_skill_id
  join ${skillCategories} sc on sc.id = ps.category_id
  where us.user_id = ${users}.id), '[]')`;

const mentorColumns = {
  id: users.id,
  uuid: users.uuid,
  userName: users.userName,
  email: users.email,
  imageId: users.imageId,
  skills: skillsJson,
};
export type MentorRow = {
  id: string;
  uuid: string;
  userName: string;
  email: string;
  imageId: string | null;
  /** The driver may hand JSON over parsed or as text. */
  skills: SkillJson[] | string;
};

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

/** All mentors by name: the first page of `users_mentor_name_idx`. Unawaited, so a test can EXPLAIN it. */
export function listMentors(db: DbOrTx, limit: number) {
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

/** A skill of `skillsJson` in the shape of the Drizzle records the skill mappers take. */
export function toSkillRow({ skill, protoSkill, category }: SkillJson) {
  return {
    skill: {
      id: skill.id,
      userId: skill.user_id,
      protoSkillId: skill.proto_skill_id,
      proficiency: skill.proficiency,
      notes: skill.notes,
      createdAt: new Date(skill.created_at),
      updatedAt: new Date(skill.updated_at),
    },
    protoSkill: {
      id: protoSkill.id,
      categoryId: protoSkill.category_id,
      title: protoSkill.title,
      description: protoSkill.description,
      createdAt: new Date(protoSkill.created_at),
      updatedAt: new Date(protoSkill.updated_at),
    },
    category: {
      id: category.id,
      title: category.title,
      description: category.description,
      createdAt: new Date(category.created_at),
      updatedAt: new Date(category.updated_at),
    },
  } satisfies {
    skill: typeof userSkills.$inferSelect;
    protoSkill: typeof protoSkills.$inferSelect;
    category: typeof skillCategories.$inferSelect;
  };
}
export type SkillRow = ReturnType<typeof toSkillRow>;

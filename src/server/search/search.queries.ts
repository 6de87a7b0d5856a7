import { sql, type SQL } from 'drizzle-orm';
import type { Proficiency } from '../../shared/domain/skills';
import type { DbOrTx } from '../db/client';
import { protoSkills, skillCategories, userSkills, users } from '../db/schema';
import { aliasHiddenReason, slotIsTaken } from '../calendar/live-booking';
import { isListedMentor } from '../user/listing';

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

/** A mentor row of `mentorsQuery`: who, their skills as JSON, and the numbers that earn a mentee's trust. */
export type MentorRow = {
  id: string;
  uuid: string;
  userName: string;
  imageId: string | null;
  headline: string | null;
  bio: string | null;
  languages: string[] | string;
  ratingAverage: number | string | null;
  ratingCount: number | string;
  sessionsCompleted: number | string;
  /** Epoch milliseconds: the same number from both drivers, whatever they make of timestamps. */
  nextAvailable: number | string | null;
  /** The driver may hand JSON over parsed or as text. */
  skills: SkillJson[] | string;
};

/** `%` and `_` typed by a user are literal characters, not wildcards (backslash is LIKE's default escape). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface SkillFilter {
  categoryId?: string | undefined;
  protoSkillId?: string | undefined;
  proficiency?: Proficiency | undefined;
}

export interface MentorQuery {
  /** `searchableText` of the name text; empty matches every mentor. */
  term: string;
  skill: SkillFilter;
  uuids?: string[] | undefined;
  now: Date;
  limit: number;
  /** False only for a mentor looking at their own profile: the unlisted one too (decision 093). */
  listedOnly?: boolean;
}

/**
 * Mentors matching the name term and every skill filter, best first: name match (the exact name, then
 * names starting with the term, then a word starting with it, then the rest), then rating, then the
 * soonest free slot, then name. The order reads the figures the database keeps per mentor (decision 086),
 * so without a name text the page is the first rows of `users_mentor_rank_idx`. Sessions given and the
 * next free slot shown are computed for that page only, exactly, by LATERAL subqueries on
 * `bookings_mentor_start_idx`, `slots_mentor_start_idx` and `bookings_one_live_per_slot`.
 * Returned as SQL so the index test can EXPLAIN exactly this statement.
 */
export function mentorsQuery(query: MentorQuery): SQL {
  const now = query.now.toISOString();
  const escaped = escapeLike(query.term);
  const nameMatch = query.term ? sql`and users.search_name like ${`%${escaped}%`}` : sql``;
  const rank = query.term
    ? sql`case
        when users.search_name = ${query.term} then 0
        when users.search_name like ${`${escaped}%`} then 1
        when users.search_name like ${`% ${escaped}%`} then 2
        else 3 end,`
    : sql``;
  const order = sql`${rank} users.rating_average desc nulls last, users.rating_count desc,
    users.next_free_at asc nulls last, users.search_name collate "C", users.user_name collate "C", users.uuid`;
  const { categoryId, protoSkillId, proficiency } = query.skill;
  const skillMatch =
    categoryId || protoSkillId || proficiency
      ? sql`and exists (select 1 from user_skills us join proto_skills ps on ps.id = us.proto_skill_id
          where us.user_id = users.id
          ${categoryId ? sql`and ps.category_id = ${categoryId}` : sql``}
          ${protoSkillId ? sql`and us.proto_skill_id = ${protoSkillId}` : sql``}
          ${proficiency ? sql`and us.proficiency = ${proficiency}` : sql``})`
      : sql``;
  const uuidMatch = query.uuids
    ? sql`and users.uuid in (${sql.join(
        query.uuids.map((uuid) => sql`${uuid}`),
        sql`, `,
      )})`
    : sql``;
  return sql`select users.id, users.uuid, users.user_name as "userName", users.image_id as "imageId",
      users.headline, users.bio, users.languages,
      users.rating_average as "ratingAverage", users.rating_count as "ratingCount",
      done.completed as "sessionsCompleted", free.next_ms as "nextAvailable",
      ${skillsJson} as skills
    from (
      select * from users
      where ${query.listedOnly === false ? sql`users.role = 'mentor'` : isListedMentor()} ${nameMatch} ${skillMatch} ${uuidMatch}
      order by ${order}
      limit ${query.limit}) users
    left join lateral (
      select count(*)::int as completed from bookings b
      where b.mentor_id = users.id and b.status = 'confirmed' and b.end_at <= ${now}::timestamptz) done on true
    left join lateral (
      select (extract(epoch from s.start_at) * 1000)::float8 as next_ms from slots s
      where s.mentor_id = users.id and s.start_at > ${now}::timestamptz
        and not ${slotIsTaken(sql`s.id`, query.now)} and ${aliasHiddenReason('s', query.now)} is null
      order by s.start_at limit 1) free on true
    order by ${order}`;
}

export async function findMentors(db: DbOrTx, query: MentorQuery): Promise<MentorRow[]> {
  const result = (await db.execute(mentorsQuery(query))) as unknown as { rows: MentorRow[] };
  return result.rows;
}

/** One mentor's row by public uuid, the same shape as a search result; undefined for anyone else. */
export async function findMentorByUuid(db: DbOrTx, uuid: string, now: Date, listedOnly = true): Promise<MentorRow | undefined> {
  const [row] = await findMentors(db, { term: '', skill: {}, uuids: [uuid], now, limit: 1, listedOnly });
  return row;
}

/** The mentor's next free slots, soonest first. */
export async function listFreeSlots(db: DbOrTx, mentorId: string, now: Date, limit: number) {
  const at = now.toISOString();
  const result = (await db.execute(sql`select s.id, to_json(s.start_at) as start, to_json(s.end_at) as end
    from slots s
    where s.mentor_id = ${mentorId} and s.start_at > ${at}::timestamptz
      and not ${slotIsTaken(sql`s.id`, now)} and ${aliasHiddenReason('s', now)} is null
    order by s.start_at limit ${limit}`)) as unknown as { rows: Array<{ id: string; start: string; end: string }> };
  return result.rows;
}

/**
 * A page of one mentor's public reviews (mentee feedback marked public, with a rating, whose author still
 * has an account), newest first, and how many there are in all.
 */
export async function listMentorReviews(db: DbOrTx, mentorId: string, limit: number, offset: number) {
  const result = (await db.execute(sql`select f.id, coalesce(f.comment, f.additional_comment, '') as comment,
      f.rating, to_json(f.created_at) as "createdAt", b.skill_title as "skillTitle",
      a.user_name as "userName", a.image_id as "imageId", count(*) over ()::int as total
    from bookings b
    join feedback f on f.booking_id = b.id and f.author_role = 'mentee'
    join users a on a.id = f.author_id
    where b.mentor_id = ${mentorId} and f.public_feedback and f.rating is not null and f.hidden_at is null
    order by f.created_at desc, f.id
    limit ${limit} offset ${offset}`)) as unknown as {
    rows: Array<{
      id: string;
      comment: string;
      rating: number;
      createdAt: string;
      skillTitle: string;
      userName: string;
      imageId: string | null;
      total: number;
    }>;
  };
  return result.rows;
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

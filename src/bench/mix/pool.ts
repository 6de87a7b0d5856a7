import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { GENERATED_EMAIL_DOMAIN } from '../../server/generator/plan';

/** What the journeys draw from: real names, ids and skills of the generated marketplace. */
export interface Pool {
  mentors: Array<{ uuid: string; userName: string; email: string; skillIds: string[] }>;
  categoryIds: string[];
  protoSkillIds: string[];
  menteeEmails: string[];
  /** Mentees given many free-session tokens, for the free-token confirm journey. */
  freeMenteeEmails: string[];
}

const FREE_MENTEES = 20;

/**
 * Read straight from the database right after generating (the server does not hold it yet). Mentors
 * in a fixed pseudo-random order (by uuid), so Zipf rank 0, the hottest, is no particular mentor.
 * A few mentees get free-session tokens, which the generator does not hand out.
 */
export async function readPool(db: Database): Promise<Pool> {
  const domain = `%@${GENERATED_EMAIL_DOMAIN}`;
  const mentors = await db.execute<{ uuid: string; user_name: string; email: string; skill_ids: string[] }>(sql`
    select u.uuid::text, u.user_name, u.email, array_agg(s.id::text order by s.id) as skill_ids
    from users u join user_skills s on s.user_id = u.id
    where u.role = 'mentor' and u.email like ${domain}
    group by u.id order by u.uuid`);
  const categories = await db.execute<{ id: string }>(sql`select id::text from skill_categories order by id`);
  const protoSkills = await db.execute<{ id: string }>(sql`select id::text from proto_skills order by id`);
  const mentees = await db.execute<{ email: string }>(sql`
    select email from users where role = 'mentee' and email like ${domain} order by email`);
  const menteeEmails = rowsOf<{ email: string }>(mentees).map((row) => row.email);
  const freeMenteeEmails = menteeEmails.slice(-FREE_MENTEES);
  await db.execute(sql`update users set free_session_tokens = 1000000
    where email = any(${`{${freeMenteeEmails.join(',')}}`}::text[])`);
  return {
    mentors: rowsOf<{ uuid: string; user_name: string; email: string; skill_ids: string[] }>(mentors).map((row) => ({ uuid: row.uuid, userName: row.user_name, email: row.email, skillIds: row.skill_ids })),
    categoryIds: rowsOf<{ id: string }>(categories).map((row) => row.id),
    protoSkillIds: rowsOf<{ id: string }>(protoSkills).map((row) => row.id),
    menteeEmails: menteeEmails.slice(0, -FREE_MENTEES),
    freeMenteeEmails,
  };
}

/** PGlite answers `{ rows }`, node-postgres a result with `rows` too; both through Drizzle's execute. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

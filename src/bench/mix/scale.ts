import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { GENERATED_EMAIL_DOMAIN } from '../../server/generator/plan';

/** The generated base for `--scale`: every size starts from it, 10 slots per mentor. */
export const SCALE_BASE = { mentors: 1_000, slots: 10_000 };
export const SCALE_SIZES = [1_000, 10_000, 100_000];

/**
 * Grows a generated marketplace to `copies + 1` times its mentors with INSERT … SELECTs: each
 * generated mentor is cloned `copies` times (generate_series) with its skills and its slots (free:
 * the clones have no bookings). 100 000 mentors and a million slots take a few minutes this way, where
 * the row-by-row generator would take hours. Clones keep their source's name, so a name prefix
 * matches proportionally more mentors, as it would among real names.
 *
 * Slots go in one copy per statement, as a busy marketplace writes them: the slots' statement trigger
 * refreshes the search ranking of the mentors a statement touched, passing their ids as an array.
 * One statement for all copies handed it a million ids, which `id = ANY (…)` compares with every
 * mentor, and the seed of 100 000 mentors did not end in 20 minutes.
 */
export async function cloneMentors(db: Database, copies: number): Promise<void> {
  if (copies < 1) return;
  const domain = `%@${GENERATED_EMAIL_DOMAIN}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temp table clone_map on commit drop as
      select u.id as source_id, gen_random_uuid() as id, g as copy
      from users u cross join generate_series(1, ${copies}::int) g
      where u.role = 'mentor' and u.email like ${domain}`);
    await tx.execute(sql`insert into users (id, email, user_name, search_name, password_hash, role, original_role, headline, bio, languages, time_zone)
      select m.id, 'clone' || m.copy || '-' || u.email, u.user_name, u.search_name, u.password_hash, u.role, u.original_role,
        u.headline, u.bio, u.languages, u.time_zone
      from clone_map m join users u on u.id = m.source_id`);
    await tx.execute(sql`insert into user_skills (user_id, proto_skill_id, proficiency, notes)
      select m.id, s.proto_skill_id, s.proficiency, s.notes from clone_map m join user_skills s on s.user_id = m.source_id`);
    await tx.execute(sql`create index on clone_map (copy)`);
    await tx.execute(sql`analyze clone_map`);
    for (let copy = 1; copy <= copies; copy++) {
      await tx.execute(sql`insert into slots (mentor_id, start_at, end_at, title)
        select m.id, s.start_at, s.end_at, s.title from clone_map m join slots s on s.mentor_id = m.source_id
        where m.copy = ${copy}`);
      // Plans for the next copies' ranking refresh see the grown tables.
      if (copy === 1 || copy === 10) await tx.execute(sql`analyze users, slots`);
    }
  });
  await db.execute(sql`analyze`);
}

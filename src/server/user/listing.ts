import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether the mentor of the users row `alias` is listed: found by search, their profile and calendar
 * shown to others, their slots bookable. A confirmed address, an approved profile, not suspended
 * (decisions 092-094). One expression so search, calendar and booking cannot disagree.
 */
export function isListedMentor(alias: SQL = sql`users`): SQL {
  return sql`(${alias}.role = 'mentor' and ${alias}.mentor_status = 'approved' and ${alias}.email_verified_at is not null and ${alias}.suspended_at is null)`;
}

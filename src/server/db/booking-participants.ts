import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect, type PgSelectBase, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { bookings, users } from './schema';

/** A booking's two participants, as the queries below join them. */
export const bookingMentor = alias(users, 'mentor');
export const bookingMentee = alias(users, 'mentee');

/**
 * Bookings with both participants left-joined (`bookingMentor`, `bookingMentee`: all their columns null
 * once an account is gone). The one place that writes this join: callers choose the columns and add their
 * own conditions, order and limit.
 */
export function selectBookingsWithParticipants<Fields extends SelectedFields>(
  db: DbOrTx,
  fields: Fields,
): PgSelectBase<'bookings', Fields, 'partial', { bookings: 'not-null'; mentor: 'nullable'; mentee: 'nullable' }> {
  // TypeScript cannot follow drizzle's join types for a generic selection; the declared type is what
  // drizzle infers for any concrete one.
  const query = db.select(fields).from(bookings).$dynamic() as unknown as PgSelect;
  return query
    .leftJoin(bookingMentor, eq(bookingMentor.id, bookings.mentorId))
    .leftJoin(bookingMentee, eq(bookingMentee.id, bookings.menteeId)) as never;
}

/** The zone a user's mails are written in; no zone in the profile: a mentor's weekly hours name the zone they think in. */
export const mailTimeZone = (table: { id: AnyPgColumn; timeZone: AnyPgColumn }): SQL<string | null> =>
  sql<string | null>`coalesce(${table.timeZone}, (select wh.time_zone from weekly_hours wh where wh.mentor_id = ${table.id}))`;

/** What a mail or push to a participant needs: who they are, their address, language and zone. */
export const participantContact = <Table extends typeof bookingMentor | typeof bookingMentee>(table: Table) => ({
  id: table.id,
  name: table.userName,
  email: table.email,
  language: table.language,
  timeZone: mailTimeZone(table),
});

export interface ParticipantContact {
  id: string;
  name: string;
  email: string;
  language: string | null;
  timeZone: string | null;
}

/** A left-joined participant as its type says: null once the account is gone (its columns all null). */
export const presentParticipant = <Participant extends ParticipantContact>(row: {
  [K in keyof Participant]: Participant[K] | null;
}): Participant | null => (row.id === null ? null : (row as Participant));

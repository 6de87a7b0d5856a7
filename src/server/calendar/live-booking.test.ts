import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingStatuses, effectiveBookingStatus, type BookingStatus } from '../../shared/domain/calendar';
import { bookings } from '../db/schema';
import { queryRows } from '../test/db-rows';
import { createTestHarness, type TestHarness } from '../test/harness';
import { isLiveBooking } from './live-booking';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const now = new Date('2026-11-28T10:00:00.000Z');
const holds: Array<[string, Date | null]> = [
  ['no hold', null],
  ['hold ran out a minute ago', new Date(now.getTime() - 60_000)],
  ['hold runs out right now', now],
  ['hold runs out in a millisecond', new Date(now.getTime() + 1)],
  ['hold runs out in a minute', new Date(now.getTime() + 60_000)],
];
const cases = bookingStatuses.flatMap((status) => holds.map(([label, hold]) => ({ status, label, hold })));

it('states the live-booking rule alike in TypeScript (isLiveBooking, effectiveBookingStatus) and in SQL (booking_is_live)', async () => {
  const b = alias(bookings, 'b');
  const values = sql.join(
    cases.map(({ status, hold }) => sql`(${status}::text, ${hold?.toISOString() ?? null}::timestamptz)`),
    sql`, `,
  );
  const rows = await queryRows<{ status: BookingStatus; hold: string | null; ts: boolean; sql: boolean }>(
    h.db,
    sql`select b.status, to_json(b.hold_expires_at) as hold, ${isLiveBooking(now, b)} as ts,
          booking_is_live(b.status, b.hold_expires_at, ${now.toISOString()}::timestamptz) as sql
        from (values ${values}) as b(status, hold_expires_at)`,
  );
  expect(rows).toHaveLength(cases.length);
  const table = rows.map((row, index) => {
    const { status, label, hold } = cases[index]!;
    const domain = ['pending', 'confirmed'].includes(effectiveBookingStatus(status, hold, now));
    return { case: `${status}, ${label}`, ts: row.ts, sql: row.sql, domain };
  });
  for (const row of table) {
    expect({ case: row.case, sql: row.sql, domain: row.domain }).toEqual({ case: row.case, sql: row.ts, domain: row.ts });
  }
  // The table is not trivially all-false or all-true: each answer occurs.
  expect(new Set(table.map((row) => row.ts))).toEqual(new Set([true, false]));
  expect(table.filter((row) => row.ts).map((row) => row.case)).toEqual([
    'pending, no hold',
    'pending, hold runs out in a millisecond',
    'pending, hold runs out in a minute',
    'confirmed, no hold',
    'confirmed, hold ran out a minute ago',
    'confirmed, hold runs out right now',
    'confirmed, hold runs out in a millisecond',
    'confirmed, hold runs out in a minute',
  ]);
});

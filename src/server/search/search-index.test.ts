import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchableText } from '../../shared/domain/search-text';
import { insertUsers } from '../test/direct-fixtures';
import { createTestHarness, type TestHarness } from '../test/harness';
import { findMentors, mentorsQuery } from './search.queries';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const syllables = [
  'an',
  'bel',
  'cor',
  'dra',
  'el',
  'fin',
  'gor',
  'hal',
  'ist',
  'jo',
  'kal',
  'lin',
  'mor',
  'nes',
  'ol',
  'pet',
  'ric',
  'sal',
  'tor',
  'ul',
];
/** Deterministic, varied names ("Belcor Istjo"), so trigram statistics look like real ones. */
function name(n: number) {
  const part = (seed: number) => {
    const word = syllables[seed % 20]! + syllables[Math.floor(seed / 20) % 20]! + syllables[Math.floor(seed / 400) % 20]!;
    return word[0]!.toUpperCase() + word.slice(1);
  };
  return `${part(n * 7919)} ${part(n * 104_729 + 13)}`;
}

const now = new Date();
async function planOf(term: string) {
  const query = mentorsQuery({ term: searchableText(term), skill: {}, now, limit: 30 });
  const result = (await h.db.execute(sql`explain ${query}`)) as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

/** Two slots per mentor: the past one booked, confirmed and rated, the current hour's free. */
async function fillCalendars() {
  await h.db.execute(sql`insert into slots (mentor_id, start_at, end_at, title)
    select u.id, date_trunc('hour', now()) + g * interval '1 hour', date_trunc('hour', now()) + (g + 1) * interval '1 hour', 'Slot'
    from users u cross join generate_series(-1, 0) g where u.role = 'mentor'`);
  // As the generator does: the next statements' ranking triggers read these tables (decision 086).
  await h.db.execute(sql`analyze users, slots`);
  const mentee = (await insertUsers(h.db, [{ userName: 'Index Mentee', role: 'mentee' }]))[0]!;
  await h.db.execute(sql`insert into bookings (slot_id, mentor_id, mentee_id, skill_title, title, start_at, end_at,
      status, price_cents, currency)
    select s.id, s.mentor_id, ${mentee.id}, 'Skill', 'Slot', s.start_at, s.end_at, 'confirmed', 1000, 'EUR'
    from slots s where s.start_at < now()`);
  await h.db.execute(sql`analyze bookings`);
  await h.db.execute(sql`insert into feedback (booking_id, author_id, author_role, rating, public_feedback, comment)
    select b.id, b.mentee_id, 'mentee', 1 + (extract(hour from b.start_at)::int % 5), true, 'Fine' from bookings b`);
}

describe('mentor search at scale', () => {
  beforeAll(async () => {
    await insertUsers(
      h.db,
      Array.from({ length: 5000 }, (_, n) => ({
        userName: name(n),
        role: n % 10 === 0 ? ('mentee' as const) : ('mentor' as const),
      })),
    );
    await insertUsers(h.db, [{ userName: 'Zoë Quandt' }]);
    await fillCalendars();
    // What autovacuum does in production: moves GIN's pending list into the index and refreshes statistics.
    await h.db.execute(sql`vacuum analyze`);
  });

  it('answers a partial name from the trigram index, not by reading every user', async () => {
    const plan = await planOf('quand');
    expect(plan).toContain('users_search_name_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  it("reads each mentor's rating, sessions and free slots through indexes, never a scan of those tables", async () => {
    for (const term of ['', 'quand']) {
      const plan = await planOf(term);
      expect(plan).not.toMatch(/Seq Scan on (feedback|bookings|slots)/);
      expect(plan).toContain('slots_mentor_start_idx');
      expect(plan).toContain('bookings_mentor_start_idx');
    }
  });

  it('pages the mentor list in the rank index order instead of sorting every mentor', async () => {
    const plan = await planOf('');
    expect(plan).toMatch(/Index Scan using users_mentor_rank_idx on users/);
  });

  it('finds the one matching mentor among thousands', async () => {
    const rows = await findMentors(h.db, { term: 'quand', skill: {}, now, limit: 30 });
    expect(rows.map((row) => row.userName)).toEqual(['Zoë Quandt']);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchableText } from '../../shared/domain/search-text';
import { insertUsers } from '../test/direct-fixtures';
import { createTestHarness, type TestHarness } from '../test/harness';
import { listMentors, mentorsByNameQuery } from './search.queries';

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

async function planOf(term: string) {
  const result = (await h.db.execute(sql`explain ${mentorsByNameQuery(h.db, searchableText(term), 30).getSQL()}`)) as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('mentor name search at scale', () => {
  beforeAll(async () => {
    await insertUsers(
      h.db,
      Array.from({ length: 5000 }, (_, n) => ({
        userName: name(n),
        role: n % 10 === 0 ? ('mentee' as const) : ('mentor' as const),
      })),
    );
    await insertUsers(h.db, [{ userName: 'Zoë Quandt' }]);
    // What autovacuum does in production: moves GIN's pending list into the index and refreshes statistics.
    await h.db.execute(sql`vacuum analyze users`);
  });

  it('answers a partial name from the trigram index, not by reading every user', async () => {
    const plan = await planOf('quand');
    expect(plan).toContain('users_search_name_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  it('lists mentors without a text from the first page of the name index, not by sorting all of them', async () => {
    const result = (await h.db.execute(sql`explain ${listMentors(h.db, 30).getSQL()}`)) as {
      rows: Array<Record<string, string>>;
    };
    const plan = result.rows.map((row) => Object.values(row)[0]).join('\n');
    expect(plan).toContain('Index Scan using users_mentor_name_idx');
    expect(plan).not.toMatch(/Seq Scan on users/);
    const first = await listMentors(h.db, 3);
    const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    expect(first.map((row) => row.userName)).toEqual(first.map((row) => row.userName).sort(byteOrder));
  });

  it('finds the one matching mentor among thousands', async () => {
    const rows = await mentorsByNameQuery(h.db, 'quand', 30);
    expect(rows.map((row) => row.userName)).toEqual(['Zoë Quandt']);
  });
});

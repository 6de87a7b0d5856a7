import { performance } from 'node:perf_hooks';
import { inArray, like, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../db/client';
import { bookings, feedback, ledgerEntries, payments, protoSkills, receipts, skillCategories, slots, users, userSkills } from '../db/schema';
import { demoCatalogue } from '../demo/catalogue';
import { loadConfig, type Config } from '../env';
import { hashPassword } from '../user/password';
import { paidSessionRows } from './money';
import { buildPlan, GENERATED_EMAIL_DOMAIN, generatedEmail } from './plan';

/** Every generated account's password. */
export const GENERATED_PASSWORD = 'generated-password';
/** PostgreSQL takes at most 65 535 parameters per statement; stay below with room to spare. */
const MAX_PARAMETERS = 60_000;

export interface GenerateOptions {
  mentors: number;
  slots: number;
  /** Defaults to half the mentors. */
  mentees?: number;
  seed?: number;
  now?: Date;
  /** The server's price, currency, fee and earnings hold; the environment's (env.ts) when not given. */
  config?: GeneratorConfig;
}

export type GeneratorConfig = Pick<Config, 'sessionPriceCents' | 'CURRENCY' | 'PLATFORM_FEE_PERCENT' | 'EARNINGS_HOLD_HOURS'>;

export interface TableStats {
  table: string;
  rows: number;
  ms: number;
}

export interface GenerateResult {
  tables: TableStats[];
  /** Time for building the rows in memory, hashing the one password, inserting and ANALYZE. */
  totalMs: number;
  /** Logins for readers of the generated data (the benchmark, a curious developer). */
  mentor: { email: string; uuid: string; userName: string };
  busiestMenteeEmail: string;
  menteeEmails: string[];
}

export class AlreadyGeneratedError extends Error {}

/**
 * Fills a migrated database with a marketplace of `mentors` mentors: the demo catalogue, skills,
 * `slots` one-hour slots over eight weeks around `now`, confirmed past and upcoming sessions with
 * feedback, and mentees. The sessions are paid by card as the card flow records it (generator/money.ts),
 * so the books balance and earnings and receipts have data. Rows go in with multi-row INSERTs in one transaction (all or nothing), then
 * ANALYZE gives the planner statistics for the new data at once instead of after autovacuum.
 */
export async function generateMarketplace(db: Database, options: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  const mentees = options.mentees ?? Math.max(1, Math.floor(options.mentors / 2));
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(like(users.email, `%@${GENERATED_EMAIL_DOMAIN}`));
  if (existing!.count > 0) {
    throw new AlreadyGeneratedError(`This database already holds ${existing!.count} generated accounts; use a fresh one.`);
  }
  // One hash for everybody: argon2 is slow on purpose, and 15 000 hashes would take minutes.
  const passwordHash = await hashPassword(GENERATED_PASSWORD);
  const config = options.config ?? loadConfig();
  const tables: TableStats[] = [];
  let busiestMenteeEmail = '';
  let mentor: GenerateResult['mentor'] | undefined;

  await db.transaction(async (tx) => {
    const catalogueStarted = performance.now();
    const catalogue = await ensureCatalogue(tx);
    tables.push({ table: 'skill_categories + proto_skills', rows: catalogue.length, ms: performance.now() - catalogueStarted });

    const plan = buildPlan({
      mentors: options.mentors,
      mentees,
      slots: options.slots,
      seed: options.seed ?? 20261121,
      now: options.now ?? new Date(),
      passwordHash,
      catalogue,
      priceCents: config.sessionPriceCents,
      currency: config.CURRENCY,
    });
    const money = paidSessionRows(plan.bookings, config);
    busiestMenteeEmail = plan.busiestMenteeEmail;
    const { email, uuid, userName } = plan.users[0]!;
    mentor = { email, uuid: uuid!, userName };
    tables.push(await insertInChunks(tx, 'users', users, plan.users));
    tables.push(await insertInChunks(tx, 'user_skills', userSkills, plan.userSkills));
    tables.push(await insertInChunks(tx, 'slots', slots, plan.slots));
    tables.push(await insertInChunks(tx, 'bookings', bookings, plan.bookings));
    tables.push(await insertInChunks(tx, 'feedback', feedback, plan.feedback));
    tables.push(await insertInChunks(tx, 'payments', payments, money.payments));
    tables.push(await insertInChunks(tx, 'ledger_entries', ledgerEntries, money.ledger));
    tables.push(await insertInChunks(tx, 'receipts', receipts, money.receipts));
  });

  const analyzeStarted = performance.now();
  await db.execute(sql`analyze`);
  tables.push({ table: 'analyze', rows: 0, ms: performance.now() - analyzeStarted });
  return {
    tables,
    totalMs: performance.now() - started,
    mentor: mentor!,
    busiestMenteeEmail,
    menteeEmails: Array.from({ length: mentees }, (_, index) => generatedEmail('mentee', index)),
  };
}

async function insertInChunks<T extends PgTable>(
  db: DbOrTx,
  name: string,
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<TableStats> {
  const started = performance.now();
  // Rows of one table may name different columns (a ledger earning has a mentor, a payment a payer).
  const columns = rows.reduce((most, row) => Math.max(most, Object.keys(row).length), 1);
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let index = 0; index < rows.length; index += chunkSize) {
    await db.insert(table).values(rows.slice(index, index + chunkSize));
  }
  // The next table's triggers (search rankings, decision 086) read this one: without statistics the
  // planner takes it for empty and scans it once per mentor.
  await db.execute(sql`analyze ${table}`);
  return { table: name, rows: rows.length, ms: performance.now() - started };
}

/** The demo catalogue, added where missing (a database may already have it), as the skills mentors pick from. */
async function ensureCatalogue(db: DbOrTx) {
  await db
    .insert(skillCategories)
    .values(demoCatalogue.map(({ title, description }) => ({ title, description })))
    .onConflictDoNothing();
  const categories = await db
    .select({ id: skillCategories.id, title: skillCategories.title })
    .from(skillCategories)
    .where(
      inArray(
        sql`lower(${skillCategories.title})`,
        demoCatalogue.map((category) => category.title.toLowerCase()),
      ),
    );
  const categoryId = new Map(categories.map((category) => [category.title.toLowerCase(), category.id]));
  await db
    .insert(protoSkills)
    .values(
      demoCatalogue.flatMap((category) =>
        category.skills.map(([title, description]) => ({
          categoryId: categoryId.get(category.title.toLowerCase())!,
          title,
          description,
        })),
      ),
    )
    .onConflictDoNothing();
  return db
    .select({ id: protoSkills.id, title: protoSkills.title, description: protoSkills.description })
    .from(protoSkills)
    .where(inArray(protoSkills.categoryId, [...categoryId.values()]))
    .orderBy(protoSkills.title, protoSkills.id);
}

/** "users  10 000 rows  0.8 s  12 500 rows/s" lines for a terminal. */
export function formatTableStats(tables: TableStats[]): string[] {
  return tables.map(({ table, rows, ms }) => {
    const perSecond = rows && ms ? `${Math.round(rows / (ms / 1000)).toLocaleString('en')} rows/s` : '';
    return `  ${table.padEnd(32)} ${rows.toLocaleString('en').padStart(9)} rows ${(ms / 1000).toFixed(2).padStart(7)} s  ${perSecond}`;
  });
}

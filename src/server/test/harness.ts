import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import pino from 'pino';
import type { AuthUser } from '../../shared/contracts/user';
import type { Role } from '../../shared/domain/roles';
import { searchableText } from '../../shared/domain/search-text';
import { createApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { loadConfig, type Config } from '../env';
import type { AppDeps } from '../http/context';
import { createAppDeps } from '../http/app-deps';
import type { MailMessage, Mailer } from '../mail/mailer';
import { hashPassword } from '../user/password';
import { checkAnswer, checkContractVersion } from './answer-check';
import type { ConfiguredPaymentProvider } from '../payment/payment-provider';

/**
 * A real app on a fresh database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL of TEST_DATABASE_URL when the suite runs with TEST_DB=postgres.
 */
export interface TestHarness {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  db: AppDeps['db'];
  config: Config;
  clock: TestClock;
  mails: MailMessage[];
  agent(options?: { lang?: 'en' | 'de' }): TestAgent;
  /** Signs up a fresh user through the API and returns an agent holding their cookie. */
  signup(
    role?: 'mentor' | 'mentee',
    overrides?: Partial<{ userName: string; email: string; password: string }>,
  ): Promise<LoggedIn>;
  /** Inserts an admin directly (sign-up never offers that role) and logs them in. */
  admin(overrides?: Partial<{ userName: string; email: string; password: string }>): Promise<LoggedIn>;
  close(): Promise<void>;
}

export interface LoggedIn {
  agent: TestAgent;
  user: AuthUser;
  password: string;
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  set(date: Date) {
    this.offsetMs = date.getTime() - Date.now();
  }
}

export class TestAgent {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: TestHarness['app'],
    private readonly defaults: { lang: 'en' | 'de' },
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Throws ContractViolation (failing the test) when an API answer breaks the shared contract: answer-check.ts. */
  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { 'accept-language': this.defaults.lang, ...options.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await this.app.request(path, { method, headers, body });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (an .ics file, say): keep the text.
    }
    checkAnswer(method, path, response.status, response.headers.get('content-type'), parsed);
    checkContractVersion(method, path, response.status, response.headers);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) => this.request<T>('GET', path, { headers });
  delete = <T = any>(path: string, json?: unknown, headers?: Record<string, string>) =>
    this.request<T>('DELETE', path, { json, headers });
  post = <T = any>(path: string, json?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, { json, headers });
  put = <T = any>(path: string, json?: unknown, headers?: Record<string, string>) =>
    this.request<T>('PUT', path, { json, headers });
  patch = <T = any>(path: string, json?: unknown, headers?: Record<string, string>) =>
    this.request<T>('PATCH', path, { json, headers });
}

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

/** The PostgreSQL URL of each test database, so a second harness can join it (`sharedDatabaseOf`). */
const postgresUrls = new WeakMap<DatabaseHandle, string>();
const harnessDatabases = new WeakMap<TestHarness, DatabaseHandle>();

async function openTestDatabase(): Promise<DatabaseHandle> {
  if (!usingPostgres()) {
    const templateFile = inject('pgliteTemplate');
    const template = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
    return openDatabase({ dataDir: 'memory://', template });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  const testHandle: DatabaseHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      // Dropping WITH (FORCE) could kill a pooled connection that is still saying goodbye, which
      // surfaces as an unhandled error; a plain DROP, retried until the last session is gone, cannot.
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await dropper.end();
      }
    },
  };
  postgresUrls.set(testHandle, url.toString());
  return testHandle;
}

/**
 * A second server instance on another harness's database: on PostgreSQL with a connection pool of its
 * own (as a second process would have), on PGlite on the same in-memory database. Closing it leaves
 * the database to the harness that made it; close this one first.
 */
async function joinTestDatabase(other: TestHarness): Promise<DatabaseHandle> {
  const shared = harnessDatabases.get(other);
  if (!shared) throw new Error('sharedDatabaseOf: that harness was not made by createTestHarness');
  const url = postgresUrls.get(shared);
  if (!url) return { ...shared, close: async () => undefined };
  return openDatabase({ databaseUrl: url, dataDir: 'unused' });
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.test`;

export interface TestHarnessOptions {
  /** Run as a second server instance on that harness's database instead of on a fresh one. */
  sharedDatabaseOf?: TestHarness;
  /** The app's payment provider instead of the configured one (a Stripe client aimed at a fake). */
  paymentProvider?: ConfiguredPaymentProvider;
}

export async function createTestHarness(
  env: Record<string, string> = {},
  options: TestHarnessOptions = {},
): Promise<TestHarness> {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Tests that do not test verification or vetting get accounts that are verified and approved at sign-up.
    EMAIL_VERIFICATION: 'off',
    MENTOR_APPROVAL: 'off',
    // The machinery switches come from the test project (test-projects.ts: off on PostgreSQL); a file that
    // tests the machinery itself sets them in `env`.
    READ_CACHE: process.env.READ_CACHE,
    AUTH_BATCHING: process.env.AUTH_BATCHING,
    BOOKING_FLIGHT: process.env.BOOKING_FLIGHT,
    ...env,
  });
  const database = options.sharedDatabaseOf ? await joinTestDatabase(options.sharedDatabaseOf) : await openTestDatabase();
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      mails.push(message);
    },
    close: () => undefined,
  };
  const clock = new TestClock();
  const deps = createAppDeps({ config, db: database.db, mailer, logger: pino({ level: 'silent' }), now: clock.now });
  const app = createApp(deps, { paymentProvider: options.paymentProvider });

  const harness: TestHarness = {
    app,
    deps,
    db: database.db,
    config,
    clock,
    mails,
    agent: (options) => new TestAgent(app, { lang: options?.lang ?? 'en' }),
    async signup(role = 'mentee', overrides = {}) {
      const agent = harness.agent();
      const password = overrides.password ?? 'correct-horse-battery';
      const response = await agent.post('/app/user/signup', {
        userName: overrides.userName ?? `${role} ${counter + 1}`,
        email: overrides.email ?? uniqueEmail(role),
        password,
        confirmPassword: password,
        role,
      });
      if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { agent, user: response.body.user, password };
    },
    async admin(overrides = {}) {
      const password = overrides.password ?? 'correct-horse-battery';
      const email = overrides.email ?? uniqueEmail('admin');
      await database.db.insert(users).values({
        email,
        userName: overrides.userName ?? 'Admin',
        searchName: searchableText(overrides.userName ?? 'Admin'),
        passwordHash: await hashPassword(password),
        role: 'admin' satisfies Role,
        originalRole: 'admin',
      });
      const agent = harness.agent();
      const response = await agent.post('/app/user/login', { email, password });
      if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
      return { agent, user: response.body.user, password };
    },
    close: () => database.close(),
  };
  harnessDatabases.set(harness, database);
  return harness;
}

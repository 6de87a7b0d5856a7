import type { MentorList } from '../shared/contracts/search';
import { getJson, login, type Dataset } from './dataset';
import { MenteeClient } from './mentee-client';
import { percentile } from './mix/capacity';
import { run, tsNode } from './processes';
import { check, failedRow, median, ms, type Budgets, type Row } from './table';

const DAY = 86_400_000;
/** Races before the measured ones, as the API rows warm up before they count; each for another mentor's slot. */
const WARM_UP_RACES = 8;
const MEASURED_RACES = 5;
/** Few enough connections that a p99 reflects the request, not a long queue in front of one PGlite connection. */
const CONNECTIONS = 4;
/** Health and the endpoint take turns, so a load change on the machine hits both sides of the ratio alike. */
const ROUNDS = 2;
const ROUND_SECONDS = 4;
const WARMUP_SECONDS = 2;

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  nonOk: number;
}

/** One autocannon run from a second process (load-worker.ts) against the server process. */
async function load(url: string, cookie: string | undefined, warmupSeconds: number): Promise<LoadResult> {
  const job = { url, cookie, connections: CONNECTIONS, durationSeconds: ROUND_SECONDS, warmupSeconds };
  const { command, args } = tsNode('src/bench/load-worker.ts', [JSON.stringify(job)]);
  const output = await run(command, args);
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as LoadResult;
  if (result.nonOk > 0) throw new Error(`${result.nonOk} of ${result.total} requests failed or were not 2xx`);
  return result;
}

/** Requests per second averaged over the rounds; latency percentiles of the slower round (the honest one). */
function combine(results: LoadResult[]): LoadResult {
  const sum = (pick: (result: LoadResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  return {
    requestsPerSecond: sum((result) => result.requestsPerSecond) / results.length,
    p50: Math.max(...results.map((result) => result.p50)),
    p99: Math.max(...results.map((result) => result.p99)),
    total: sum((result) => result.total),
    nonOk: sum((result) => result.nonOk),
  };
}

/** Alternating rounds of /app/health and the endpoint, both warmed up first. */
async function paired(baseUrl: string, path: string, cookie: string): Promise<{ health: LoadResult; endpoint: LoadResult }> {
  const health: LoadResult[] = [];
  const endpoint: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const warmup = round === 0 ? WARMUP_SECONDS : 0;
    health.push(await load(`${baseUrl}/app/health`, undefined, warmup));
    endpoint.push(await load(`${baseUrl}${path}`, cookie, warmup));
  }
  return { health: combine(health), endpoint: combine(endpoint) };
}

const describe = (result: LoadResult) =>
  `${Math.round(result.requestsPerSecond)} req/s · p50 ${ms(result.p50)} · p99 ${ms(result.p99)}`;

/**
 * Read endpoints at the generated size, each as a ratio of its requests per second to /app/health's
 * (the same server, process and run: what the framework, middleware and a trivial query cost),
 * measured in alternating rounds right beside it.
 */
export async function apiRows(baseUrl: string, dataset: Dataset): Promise<Row[]> {
  const group = `API ${dataset.kind} (hot cache)`;
  let cookie: string;
  try {
    cookie = await login(baseUrl, dataset.generated.busiestMenteeEmail);
  } catch (error) {
    return [failedRow(group, 'log in the generated mentee', error)];
  }
  const rows: Row[] = [];
  const healthRounds: LoadResult[] = [];

  const mentor = dataset.generated.mentor;
  // A fragment of a real surname, as a user types it: matches many mentors, ranks and cuts to a page.
  const term = mentor.userName.split(' ').at(-1)!.slice(0, 3).toLowerCase();
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const start = new Date(today.getTime() - 14 * DAY).toISOString();
  const end = new Date(today.getTime() + 28 * DAY).toISOString();
  const endpoints = [
    { name: 'GET /app/search (no text: first page of all mentors)', path: '/app/search' },
    { name: `GET /app/search?query=${term}`, path: `/app/search?query=${encodeURIComponent(term)}` },
    { name: 'GET /app/calendar/{uuid} (6-week month view)', path: `/app/calendar/${mentor.uuid}?start=${start}&end=${end}` },
    { name: 'GET /app/session/upcoming-sessions', path: '/app/session/upcoming-sessions' },
  ];
  for (const endpoint of endpoints) {
    try {
      // Only data that is really there makes a meaningful number: an empty answer would be fast for nothing.
      const body = await getJson<unknown[]>(baseUrl, endpoint.path, cookie);
      if (!Array.isArray(body) || body.length === 0) throw new Error(`${endpoint.path} returned no items`);
      const { health, endpoint: result } = await paired(baseUrl, endpoint.path, cookie);
      healthRounds.push(health);
      const ratio = result.requestsPerSecond / health.requestsPerSecond;
      rows.push({
        group,
        name: `${endpoint.name} (${body.length} items)`,
        shown: describe(result),
        reference: `${Math.round(health.requestsPerSecond)} req/s`,
        ratio,
      });
    } catch (error) {
      rows.push(failedRow(group, endpoint.name, error));
    }
  }
  const health = healthRounds.length ? combine(healthRounds) : undefined;
  rows.unshift(
    health ? { group, name: 'GET /app/health', shown: describe(health) } : failedRow(group, 'GET /app/health', 'no round ran'),
  );
  return rows;
}

/** A free slot and a skill its mentor teaches: what a booking request names. */
interface Bookable {
  slotId: string;
  skillId: string;
}

/**
 * Free slots to race for, each of a different mentor: the generated sample mentor's first, then those
 * of the first page of all mentors, as a mentee finds them.
 */
async function bookableSlots(baseUrl: string, dataset: Dataset, cookie: string, wanted: number): Promise<Bookable[]> {
  const now = Date.now();
  const window = `start=${new Date(now + DAY).toISOString()}&end=${new Date(now + 28 * DAY).toISOString()}`;
  const { mentor } = dataset.generated;
  const sample = await getJson<MentorList>(baseUrl, `/app/search?query=${encodeURIComponent(mentor.userName)}`, cookie);
  const firstPage = await getJson<MentorList>(baseUrl, '/app/search', cookie);
  const mentors = [
    ...sample.filter((item) => item.uuid === mentor.uuid),
    ...firstPage.filter((item) => item.uuid !== mentor.uuid),
  ];
  const found: Bookable[] = [];
  for (const candidate of mentors) {
    const skillId = candidate.skills[0]?._id;
    if (!skillId) continue;
    const slots = await getJson<Array<{ _id: string }>>(baseUrl, `/app/calendar/${candidate.uuid}?${window}`, cookie);
    if (slots[0]) found.push({ slotId: slots[0]._id, skillId });
    if (found.length === wanted) return found;
  }
  throw new Error(`found ${found.length} of ${wanted} mentors with a free slot and a skill`);
}

/** The same clients all ask `/app/health` at once: the p99 of the HTTP stack and one statement each. */
async function healthBurst(clients: MenteeClient[]): Promise<number> {
  const answers = await Promise.all(clients.map((client) => client.request('GET', '/app/health')));
  if (answers.some((answer) => answer.status !== 200)) throw new Error('a health check of the reference burst failed');
  return percentile(answers.map((answer) => answer.ms), 0.99);
}

/** All clients book one slot at once: exactly one 201, the rest 409. */
async function race(clients: MenteeClient[], target: Bookable): Promise<{ winners: number; p99: number }> {
  const results = await Promise.all(
    clients.map((client) => client.request('POST', `/app/calendar/book/${target.slotId}`, { skillId: target.skillId })),
  );
  const unexpected = results.filter((result) => result.status !== 201 && result.status !== 409);
  if (unexpected.length) throw new Error(`${unexpected.length} answers were neither 201 nor 409 (e.g. ${unexpected[0]!.status})`);
  return { winners: results.filter((result) => result.status === 201).length, p99: percentile(results.map((result) => result.ms), 0.99) };
}

/**
 * 100 different mentees try to book the same free slot at once: exactly one must win (201), every
 * other must be told it is taken (409). Each mentee is a client of its own with its own kept-alive
 * connection (mentee-client.ts). Right before each measured race the same 100 clients send
 * `GET /app/health` at once: the reference is what the server's HTTP stack alone needs for such a
 * burst on this machine.
 */
export async function bookingRaceRow(baseUrl: string, dataset: Dataset, budgets: Budgets): Promise<Row> {
  const group = `booking ${dataset.kind}`;
  const name = '100 concurrent bookings of one slot';
  const clients: MenteeClient[] = [];
  try {
    const emails = dataset.generated.menteeEmails.filter((email) => email !== dataset.generated.busiestMenteeEmail).slice(0, 100);
    if (emails.length < 100) throw new Error(`only ${emails.length} mentees generated; 100 are needed`);
    clients.push(...emails.map(() => new MenteeClient(baseUrl)));
    // Logins verify argon2 hashes (tens of ms of CPU each): a few at a time, not all 100 at once.
    for (let index = 0; index < emails.length; index += 10) {
      await Promise.all(emails.slice(index, index + 10).map((email, offset) => clients[index + offset]!.login(email)));
    }
    const slots = await bookableSlots(baseUrl, dataset, clients[0]!.cookie, WARM_UP_RACES + MEASURED_RACES);

    // The API rows measure after a warm-up; so does this one. The first races run the booking path for
    // the first time on both sides, the server's and these 100 clients' (the first ones took 55–110 ms
    // where later ones take 20–40). The p99 of one race is the slowest but one of 100 answers, so one
    // race is a noisy sample: the row is the median of several, each right after its health burst.
    const races = [];
    const healthBursts = [];
    for (const [index, slot] of slots.entries()) {
      if (index >= WARM_UP_RACES) healthBursts.push(await healthBurst(clients));
      races.push(await race(clients, slot));
    }
    const measured = races.slice(WARM_UP_RACES);
    // Every race must have exactly one winner; the first that does not is what the budget sees.
    const winners = races.find((one) => one.winners !== 1)?.winners ?? 1;
    const p99 = median(measured.map((one) => one.p99));
    const healthP99 = median(healthBursts);
    return {
      group,
      name,
      shown: `${winners === 1 ? 'every race 1 winner' : `a race with ${winners} winners`} · p99 ${ms(p99)} (median of ${MEASURED_RACES} races: ${measured.map((one) => Math.round(one.p99)).join(', ')} ms; the first of ${WARM_UP_RACES} warm-up races ${ms(races[0]!.p99)})`,
      reference: `100× /app/health at once: p99 ${ms(healthP99)} (median)`,
      ratio: p99 / healthP99,
      checks: [check(budgets, 'bookingWinners', winners), check(budgets, 'bookingVsHealthBurst', p99 / healthP99)],
    };
  } catch (error) {
    return failedRow(group, name, error);
  } finally {
    for (const client of clients) client.close();
  }
}

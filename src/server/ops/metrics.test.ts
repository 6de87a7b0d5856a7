import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNotices } from '../db/schema';
import { MAX_ATTEMPTS } from '../notices/notice-worker';
import { insertBooking, insertSlot, insertUsers } from '../test/direct-fixtures';
import { createTestHarness, usingPostgres, type TestHarness } from '../test/harness';
import { JobBoard } from './job-board';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let h: TestHarness;
let off: TestHarness;

beforeAll(async () => {
  h = await createTestHarness({ METRICS_TOKEN: TOKEN });
  off = await createTestHarness();
});
afterAll(async () => {
  await off.close();
  await h.close();
});

const scrape = (harness: TestHarness, authorization?: string) =>
  harness.agent().get('/app/metrics', authorization ? { authorization } : {});

describe('GET /app/metrics', () => {
  it('answers 404, like an unknown path, when METRICS_TOKEN is unset, whatever is sent', async () => {
    const unknown = await off.agent().get('/app/no-such-thing');
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const response = await scrape(off, authorization);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(unknown.body);
    }
  });

  it('answers 404 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`]) {
      expect((await scrape(h, authorization)).status).toBe(404);
    }
  });

  it('counts and times requests by route pattern and status, never by raw path', async () => {
    const missing = randomUUID();
    expect((await h.agent().get(`/app/search/mentor/${missing}`)).status).toBe(404);
    expect((await h.agent().get('/app/health')).status).toBe(200);
    const response = await scrape(h, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body as string;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/app\/search\/mentor\/:uuid",status="404",ok="false"\} \d/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/app\/health",status="200",ok="true"\} 1$/m);
    expect(text).not.toContain(missing);
  });

  it('reports the outbox: unsent notices and the age of the oldest', async () => {
    const before = await scrape(h, `Bearer ${TOKEN}`);
    expect(before.body).toMatch(/^outbox_unsent_notices 0$/m);
    expect(before.body).toMatch(/^outbox_oldest_unsent_age_seconds 0$/m);

    const [mentor, mentee] = await insertUsers(h.db, [{ userName: 'Outbox Mentor' }, { userName: 'Outbox Mentee', role: 'mentee' }]);
    const slot = await insertSlot(h.db, mentor!.id, Date.now() + 86_400_000);
    const booking = await insertBooking(h.db, slot, mentee!.id, 'confirmed');
    const written = h.clock.now();
    await h.db.insert(bookingNotices).values([
      { bookingId: booking.id, recipientId: mentor!.id, kind: 'confirmed', channel: 'mail', sequence: 0, createdAt: new Date(written.getTime() - 90_000) },
      { bookingId: booking.id, recipientId: mentee!.id, kind: 'confirmed', channel: 'mail', sequence: 0, createdAt: written },
      { bookingId: booking.id, recipientId: mentee!.id, kind: 'confirmed', channel: 'push', sequence: 0, createdAt: new Date(written.getTime() - 600_000), sentAt: written },
      // Given up on after the last attempt: counted apart, and not the oldest still to send.
      { bookingId: booking.id, recipientId: mentor!.id, kind: 'confirmed', channel: 'push', sequence: 0, createdAt: new Date(written.getTime() - 900_000), attempts: MAX_ATTEMPTS },
    ]);
    const after = await scrape(h, `Bearer ${TOKEN}`);
    expect(after.body).toMatch(/^outbox_unsent_notices 2$/m);
    expect(after.body).toMatch(/^outbox_given_up_notices 1$/m);
    const age = Number((after.body as string).match(/^outbox_oldest_unsent_age_seconds (\S+)$/m)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
  });

  it('reports how far each periodic job is behind its interval', async () => {
    let clock = 1_000_000;
    const board = new JobBoard(() => clock);
    h.deps.jobs = board;
    try {
      board.register('booking_notices', 10_000);
      board.started('booking_notices');
      board.finished('booking_notices', 'succeeded');
      board.register('reminders', 60_000);
      clock += 5_000;
      let text = (await scrape(h, `Bearer ${TOKEN}`)).body as string;
      expect(text).toMatch(/^job_lag_seconds\{job="booking_notices"\} 0$/m);
      expect(text).toMatch(/^job_last_success_timestamp_seconds\{job="booking_notices"\} 1000$/m);

      // Runs fail for a while: the lag grows past the interval and the failures are counted.
      clock += 60_000;
      board.started('booking_notices');
      board.finished('booking_notices', 'failed');
      text = (await scrape(h, `Bearer ${TOKEN}`)).body as string;
      expect(text).toMatch(/^job_lag_seconds\{job="booking_notices"\} 55$/m);
      expect(text).toMatch(/^job_lag_seconds\{job="reminders"\} 5$/m);
      expect(text).toMatch(/^job_failures_total\{job="booking_notices"\} 1$/m);
    } finally {
      delete h.deps.jobs;
    }
  });

  it.runIf(usingPostgres())('reports the PostgreSQL pool', async () => {
    const text = (await scrape(h, `Bearer ${TOKEN}`)).body as string;
    expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^db_pool_connections\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^db_pool_max_connections 10$/m);
  });

  it('keeps each app’s figures apart', async () => {
    await off.agent().get('/app/health');
    await off.agent().get('/app/health');
    const text = (await scrape(h, `Bearer ${TOKEN}`)).body as string;
    const healthCount = Number(text.match(/^http_requests_total\{method="GET",route="\/app\/health",status="200",ok="true"\} (\d+)$/m)?.[1]);
    expect(healthCount).toBe(1);
  });
});

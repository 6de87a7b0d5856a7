import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { contactMessages } from './db/schema';
import type { AppEnv } from './http/context';
import { currentUser, requireUser, authLoader } from './middleware/auth';
import { onError } from './middleware/error-handler';
import { idempotent } from './middleware/idempotency';
import { requestContext } from './middleware/request-context';
import { createTestHarness, TestAgent, type TestHarness } from './test/harness';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness({ BODY_LIMIT_BYTES: '2000' });
});
afterAll(() => h.close());

describe('HTTP conventions', () => {
  it('answers health with the database up', async () => {
    const response = await h.agent().get('/app/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    const response = await h.agent().get('/app/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ msg: 'There is no such API endpoint.' });
  });

  it('refuses state changes from another origin but accepts our own', async () => {
    const foreign = await h
      .agent()
      .post('/app/user/login', { email: 'a@b.c', password: 'x' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.msg).toBe('Requests from other sites are not accepted.');
    const ours = await h.agent().post('/app/user/login', { email: 'a@b.c', password: 'x' }, { origin: 'http://localhost:3000' });
    expect(ours.status).toBe(401);
  });

  it('refuses bodies over the limit with 413 in the error shape', async () => {
    const response = await h
      .agent()
      .post('/app/contact', { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'x'.repeat(5000) });
    expect(response.status).toBe(413);
    expect(response.body.msg).toBe('The request is too large.');
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await h
      .agent()
      .request('POST', '/app/user/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(typeof response.body.msg).toBe('string');
  });

  it('sends security headers and never caches API answers', async () => {
    const response = await h.agent().get('/app/health');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  // Both are set before the handler runs; every kind of answer must still carry them.
  it('marks handler, error and cached answers as uncacheable and names their request id', async () => {
    const { agent } = await h.signup('mentee');
    const answers = [
      await h.agent().get('/app/no-such-thing'),
      await agent.get('/app/search?limit=0'),
      await agent.get('/app/search'),
      await agent.get('/app/search'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 400, 200, 200]);
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Not behind a trusted proxy: a client's own id is not taken over (ops/request-log.test.ts).
    const named = await h.agent().request('GET', '/app/health', { headers: { 'x-request-id': 'trace-1' } });
    expect(named.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('POST /app/contact', () => {
  it('stores the message and mails every admin', async () => {
    const admin = await h.admin();
    const response = await h.agent().post('/app/contact', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      message: 'Hello!',
      newsletter: true,
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Thank you! Your message has been sent.');
    const stored = await h.db.select().from(contactMessages);
    expect(stored.at(-1)).toMatchObject({ email: 'ada@example.test', newsletter: true });
    expect(h.mails.some((mail) => mail.to === admin.user.email && mail.text.includes('Hello!'))).toBe(true);
  });

  it('validates every field', async () => {
    const response = await h.agent().post('/app/contact', { email: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.error.map((item: { path: string }) => item.path).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'message',
    ]);
  });
});

describe('Idempotency-Key', () => {
  function appWithCounter() {
    let runs = 0;
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.use('*', requestContext(h.deps), authLoader);
    app.post('/thing', requireUser, idempotent, async (c) => {
      runs += 1;
      const body = await c.req.json<{ fail?: boolean }>();
      if (body.fail) return c.json({ error: 'nope', msg: 'nope' }, 500);
      return c.json({ run: runs, user: currentUser(c).uuid }, 201);
    });
    return { app, runs: () => runs };
  }

  it('runs a repeated request once and replays the first answer', async () => {
    const { app, runs } = appWithCounter();
    const { agent } = await h.signup('mentor');
    const client = new TestAgent(app as never, { lang: 'en' });
    const headers = { cookie: agent.cookieHeader, 'idempotency-key': 'key-0000001' };
    const first = await client.post('/thing', { a: 1 }, headers);
    const second = await client.post('/thing', { a: 1 }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(runs()).toBe(1);

    const reused = await client.post('/thing', { a: 2 }, headers);
    expect(reused.status).toBe(422);
    expect(runs()).toBe(1);
  });

  it('keeps keys per user and lets a failed (5xx) request be retried', async () => {
    const { app, runs } = appWithCounter();
    const one = await h.signup('mentor');
    const two = await h.signup('mentor');
    const client = new TestAgent(app as never, { lang: 'en' });
    await client.post('/thing', {}, { cookie: one.agent.cookieHeader, 'idempotency-key': 'shared-key-1' });
    await client.post('/thing', {}, { cookie: two.agent.cookieHeader, 'idempotency-key': 'shared-key-1' });
    expect(runs()).toBe(2);

    const failing = { cookie: one.agent.cookieHeader, 'idempotency-key': 'retry-key-01' };
    expect((await client.post('/thing', { fail: true }, failing)).status).toBe(500);
    expect((await client.post('/thing', { fail: true }, failing)).status).toBe(500);
    expect(runs()).toBe(4);
  });

  it('refuses a too short key', async () => {
    const { app } = appWithCounter();
    const { agent } = await h.signup('mentor');
    const client = new TestAgent(app as never, { lang: 'en' });
    expect((await client.post('/thing', {}, { cookie: agent.cookieHeader, 'idempotency-key': 'short' })).status).toBe(400);
  });
});

describe('serving the built client', () => {
  it('caches hashed assets for a year, never index.html or the service worker, and falls back to the SPA', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'client-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(root, 'sw.js'), 'self.x=1');
    const app = createApp(h.deps, { clientRoot: root });

    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sw = await app.request('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const route = await app.request('/dashboard/settings');
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>app</title>');
    const staleAsset = await app.request('/assets/index-gone.js');
    expect(staleAsset.status).toBe(404);
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>rebuilt</title>');
    expect(await (await app.request('/dashboard')).text()).toContain('rebuilt');
    // A page the build wrote with its app shell is sent for its path; other paths keep index.html.
    await mkdir(path.join(root, 'prerendered', 'en', 'dashboard'), { recursive: true });
    await writeFile(
      path.join(root, 'prerendered', 'en', 'dashboard', 'search.html'),
      '<!doctype html><title>search shell</title>',
    );
    expect(await (await app.request('/dashboard/search')).text()).toContain('search shell');
    expect(await (await app.request('/dashboard/search/')).text()).toContain('search shell');
    expect(await (await app.request('/dashboard/searching')).text()).toContain('rebuilt');
    const api = await app.request('/app/nothing-here');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ msg: 'There is no such API endpoint.' });
  });

  it('gzips scripts and pages for browsers that accept it, and leaves them plain for others', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'client-'));
    await mkdir(path.join(root, 'assets'));
    const script = `export const words = ${JSON.stringify('mentor '.repeat(2000))};`;
    await writeFile(path.join(root, 'assets', 'index-abc123.js'), script);
    await writeFile(path.join(root, 'index.html'), `<!doctype html><title>app</title>${'<p>mentor</p>'.repeat(200)}`);
    const app = createApp(h.deps, { clientRoot: root });

    const gzipped = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await gzipped.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(body).toString()).toBe(script);
    const page = await app.request('/dashboard', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');

    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});

describe('test clock hook', () => {
  it('moves time for one request only, and only when TEST_HOOKS is on', async () => {
    const { serverNow } = await import('./middleware/test-clock');
    const withHooks = await createTestHarness({ TEST_HOOKS: 'true' });
    withHooks.deps.now = serverNow;
    try {
      const app = createApp(withHooks.deps);
      const { agent } = await withHooks.signup('mentee');
      const cookie = agent.cookieHeader;
      // A session cookie valid for 30 days is expired 31 days later, for that request only.
      const later = await app.request('/app/user/auth', {
        headers: { cookie, 'x-test-clock-offset-ms': String(31 * 86_400_000) },
      });
      expect(later.status).toBe(401);
      // The same offset as a cookie (requests a test cannot add headers to).
      const laterByCookie = await app.request('/app/user/auth', {
        headers: { cookie: `${cookie}; test-clock-offset-ms=${31 * 86_400_000}` },
      });
      expect(laterByCookie.status).toBe(401);
      expect((await app.request('/app/user/auth', { headers: { cookie } })).status).toBe(200);
    } finally {
      await withHooks.close();
    }
    const { agent } = await h.signup('mentee');
    const ignored = await h.app.request('/app/user/auth', {
      headers: { cookie: agent.cookieHeader, 'x-test-clock-offset-ms': String(31 * 86_400_000) },
    });
    expect(ignored.status).toBe(200);
  });
});

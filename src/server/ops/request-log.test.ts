import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestHarness, TestAgent, type TestHarness } from '../test/harness';

/** An app on the harness's database whose log lines land in `lines`, parsed. */
function appLoggingTo(h: TestHarness, lines: Array<Record<string, unknown>>) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = createApp({ ...h.deps, logger: pino({ level: 'info', base: undefined }, sink) });
  return new TestAgent(app, { lang: 'en' });
}

let direct: TestHarness;
let proxied: TestHarness;
beforeAll(async () => {
  direct = await createTestHarness();
  proxied = await createTestHarness({ TRUST_PROXY: 'true' }, { sharedDatabaseOf: direct });
});
afterAll(async () => {
  await proxied.close();
  await direct.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and the request log', () => {
  it('writes one JSON line per API request with its id, method, route, status and duration', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const agent = appLoggingTo(direct, lines);
    const response = await agent.get('/app/search/mentor/4b0d9a1e-2c43-4b43-9a53-2a0c1f0e9d11');
    expect(response.status).toBe(404);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      reqId: id,
      method: 'GET',
      route: '/app/search/mentor/:uuid',
      status: 404,
      level: 30,
    });
    expect(typeof requestLines[0]!.responseTime).toBe('number');
  });

  it('ignores a client’s X-Request-Id unless a trusted proxy sets it', async () => {
    const fromClient = await direct.agent().get('/app/health', { 'x-request-id': 'trace-1' });
    expect(fromClient.headers.get('x-request-id')).toMatch(UUID);

    const fromProxy = await proxied.agent().get('/app/health', { 'x-request-id': 'trace-1' });
    expect(fromProxy.headers.get('x-request-id')).toBe('trace-1');
    for (const malformed of ['two words', 'a'.repeat(101), 'semi;colon', 'slash/path', '']) {
      const response = await proxied.agent().get('/app/health', { 'x-request-id': malformed });
      expect(response.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('names every answer with a fresh id, errors included', async () => {
    const ids = new Set<string | null>();
    for (const path of ['/app/health', '/app/no-such-thing', '/app/user/auth']) {
      ids.add((await direct.agent().get(path)).headers.get('x-request-id'));
    }
    expect(ids.size).toBe(3);
  });
});

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestHarness, type TestHarness } from '../test/harness';
import { shapeClientErrors } from './client-errors';

let h: TestHarness;
beforeAll(async () => {
  h = await createTestHarness();
});
afterAll(() => h.close());

const listForm = (paths: string[]) => ({
  error: paths.map((path) => ({ path, msg: expect.any(String) })),
  msg: expect.any(String),
});

describe('bad input at the edge', () => {
  it('answers oversized headers with 431 in the JSON error shape', async () => {
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    shapeClientErrors(server);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const request = httpRequest({ port, path: '/app/health', headers: { 'x-big': 'a'.repeat(40_000) } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }),
          );
        });
        request.on('error', reject);
        request.end();
      });
      expect(answer.status).toBe(431);
      expect(answer.type).toContain('application/json');
      expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String), msg: expect.any(String) });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a NUL character in a body field or a query parameter with a list-form 400, logging no error', async () => {
    const logged = vi.spyOn(h.deps.logger, 'error');
    const login = await h.agent().post('/app/user/login', { email: 'a\u0000b@example.test', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual(listForm(['email']));
    const { agent } = await h.signup('mentee');
    const search = await agent.get('/app/search?query=a%00b');
    expect(search.status).toBe(400);
    expect(search.body).toEqual(listForm(['query']));
    const nested = await agent.post('/app/push/subscribe', { endpoint: 'https://push.example/x', keys: { p256dh: 'B\u0000', auth: 'a' } });
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual(listForm(['keys.p256dh']));
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('answers an invalid reset token and an invalid Idempotency-Key in the list form', async () => {
    const reset = await h
      .agent()
      .post('/app/user/reset-password/no-such-token-at-all', { password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual(listForm(['token']));
    const { agent } = await h.signup('mentor');
    const skill = await agent.post('/app/user-skill/create-user-skill', {}, { 'idempotency-key': 'short' });
    expect(skill.status).toBe(400);
    expect(skill.body).toEqual(listForm(['Idempotency-Key']));
  });
});

describe('cross-site requests', () => {
  it('compares Origin with PUBLIC_URL only, whatever the Host header says', async () => {
    const foreign = await h
      .agent()
      .post('/app/user/login', { email: 'a@b.c', password: 'x' }, { origin: 'http://evil.example', host: 'evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ error: expect.any(String), msg: 'Requests from other sites are not accepted.' });
    const ours = await h.agent().post('/app/user/login', { email: 'a@b.c', password: 'x' }, { origin: 'http://localhost:3000' });
    expect(ours.status).toBe(401);
  });

  it('refuses a cross-site GET logout and keeps the session', async () => {
    const { agent } = await h.signup('mentee');
    const crossSite = await agent.get('/app/user/logout', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await agent.get('/app/user/auth')).status).toBe(200);
    expect((await agent.get('/app/user/logout', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await agent.get('/app/user/auth')).status).toBe(401);
  });

  it('forbids framing once, by CSP frame-ancestors, without a contradicting X-Frame-Options', async () => {
    const response = await h.agent().get('/app/health');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBeNull();
  });
});

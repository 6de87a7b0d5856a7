import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type TestHarness } from '../test/harness';

// Through the real Node adapter: the declared-length path only exists there (app.request has no parser).
let h: TestHarness;
let server: ServerType;
let port: number;
beforeAll(async () => {
  h = await createTestHarness({ BODY_LIMIT_BYTES: '2000' });
  server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

function post(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
    request.write(body);
    request.end();
  });
}

const contact = (message: string) => JSON.stringify({ firstName: 'A', lastName: 'B', email: 'a@b.co', message });

describe('request body limit over HTTP', () => {
  it('reads a body within its declared length', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
    const answer = await post('/app/user/login', body, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
    // 401, not 400: the JSON arrived whole and was checked against the accounts.
    expect(answer.status).toBe(401);
  });

  it('refuses a declared length over the limit with 413 in the error shape', async () => {
    const body = contact('x'.repeat(5000));
    const answer = await post('/app/contact', body, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ msg: 'The request is too large.' });
  });

  it('counts a chunked body without a length and refuses it past the limit', async () => {
    const chunked = { 'content-type': 'application/json', 'transfer-encoding': 'chunked' };
    const small = await post('/app/contact', contact('Hello there, a short message.'), chunked);
    expect(small.status).toBe(201);
    const large = await post('/app/contact', contact('x'.repeat(5000)), chunked);
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ msg: 'The request is too large.' });
  });
});

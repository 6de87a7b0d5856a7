import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadClient } from './http-client';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('LoadClient', () => {
  it('says why a request got no answer (status 0)', async () => {
    // The second request on a connection is dropped without an answer, as a server closing it would.
    const { url } = await listen((request, response) => {
      if (request.url === '/drop') request.socket.destroy();
      else response.end('ok');
    });
    const client = new LoadClient([url]);
    try {
      expect(await client.request('GET', '/')).toEqual({ status: 200, body: 'ok' });
      expect(await client.request('GET', '/drop')).toEqual({
        status: 0,
        body: '',
        error: 'socket hang up (ECONNRESET) on a reused socket',
      });
    } finally {
      client.close();
    }
    const { server: closed, url: refusedUrl } = await listen(() => {});
    await new Promise((resolve) => closed.close(resolve));
    const refused = new LoadClient([refusedUrl]);
    try {
      expect(await refused.request('GET', '/')).toMatchObject({
        status: 0,
        error: expect.stringMatching(/^connect ECONNREFUSED .* on a new socket$/),
      });
    } finally {
      refused.close();
    }
  });

  // The keep-alive race: a request sent on an idle socket the moment the server closes it is reset
  // unanswered. The client must give up its idle sockets first.
  it("closes an idle socket before the server's keep-alive timeout does", { timeout: 10_000 }, async () => {
    const { server, url } = await listen((_request, response) => response.end('ok'));
    expect(server.keepAliveTimeout).toBe(5000); // Node's default, which src/server keeps
    let answered = 0;
    // The client's FIN arrives as 'end'; the server's own keep-alive close only as 'close'.
    const closed = new Promise<{ by: string; afterMs: number }>((resolve) => {
      server.on('connection', (socket) => {
        socket.on('end', () => resolve({ by: 'client', afterMs: performance.now() - answered }));
        socket.on('close', () => resolve({ by: 'server', afterMs: performance.now() - answered }));
      });
    });
    const client = new LoadClient([url]);
    try {
      expect((await client.request('GET', '/')).status).toBe(200);
      answered = performance.now();
      const { by, afterMs } = await closed;
      expect(by).toBe('client');
      expect(afterMs).toBeGreaterThan(3000);
      expect(afterMs).toBeLessThan(4500);
    } finally {
      client.close();
    }
  });
});

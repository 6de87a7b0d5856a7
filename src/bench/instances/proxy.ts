import http from 'node:http';
import { IDLE_SOCKET_MS } from '../mix/http-client';

/**
 * A round-robin HTTP proxy in a few dozen lines: what a load balancer in front of stateless instances
 * does, for `npm run bench -- --instances N`. Runs as its own process (argv: port, then upstream URLs)
 * so it does not share a CPU with the load generator. Prints "ready" once listening.
 */
const [port, ...upstreams] = process.argv.slice(2);
if (!port || upstreams.length === 0) throw new Error('usage: proxy.ts PORT UPSTREAM_URL…');
// Idle sockets close before the instances close them (the keep-alive race, see mix/http-client.ts).
const agent = new http.Agent({ keepAlive: true, maxSockets: 128, timeout: IDLE_SOCKET_MS });
const targets = upstreams.map((upstream) => new URL(upstream));
let next = 0;

const server = http.createServer((request, response) => {
  const target = targets[next++ % targets.length]!;
  const forwarded = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: target.host, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      agent,
    },
    (upstream) => {
      response.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(forwarded);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => process.exit(0));

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDLE_SOCKET_MS } from './mix/http-client';

/**
 * `node --import tsx src/bench/tls-proxy.ts <upstream URL>`: HTTPS with HTTP/2 in front of a bench server,
 * as any TLS terminator (Caddy, nginx, a cloud load balancer) puts it in front of `npm start`. A PWA
 * only gets its service worker over HTTPS, so that is how every user meets the product: all files on
 * one connection, not six HTTP/1.1 connections taking turns. Listens on a free port of 127.0.0.1 and
 * prints it on its first line. The certificate is self-signed, made with `openssl` for this run; the
 * browser that measures through it is told to accept it.
 */
const upstream = new URL(process.argv[2] ?? '');
if (!/^https?:$/.test(upstream.protocol)) throw new Error('usage: tls-proxy.ts <upstream URL>');

const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
  '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=localhost',
], { stdio: 'ignore' });
const credentials = { key: readFileSync(keyFile), cert: readFileSync(certFile) };
rmSync(dir, { recursive: true, force: true });

// Idle sockets close before the server closes them (the keep-alive race, see mix/http-client.ts): between
// two Lighthouse runs a reused socket the server had just closed would fail one of the page's files.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_SOCKET_MS });
// Headers of one HTTP/1.1 hop, which HTTP/2 forbids or replaces with its pseudo-headers.
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);
const withoutHopByHop = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)));

const server = http2.createSecureServer({ ...credentials, allowHTTP1: true }, (request, response) => {
  const forwarded = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...withoutHopByHop(request.headers), host: upstream.host },
      agent,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(forwarded);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(String(typeof address === 'object' && address ? address.port : ''));
});
process.on('SIGTERM', () => process.exit(0));

import http from 'node:http';

export interface Reply {
  status: number;
  body: string;
  /** Why there was no answer (status 0), e.g. "socket hang up (ECONNRESET) on a reused socket". */
  error?: string;
}

/**
 * Below the server's keep-alive timeout: src/server keeps Node's 5 s (announced as "Keep-Alive:
 * timeout=5"; Node 20.20 closes the idle socket 1 s after that).
 */
export const IDLE_SOCKET_MS = 4000;

/** "ECONNREFUSED", "socket hang up (ECONNRESET) on a reused socket", "timeout": what a status 0 was. */
export function describeFailure(error: Error & { code?: string }, reusedSocket: boolean): string {
  const what = error.code && !error.message.includes(error.code) ? `${error.message} (${error.code})` : error.message;
  return `${what} on a ${reusedSocket ? 'reused' : 'new'} socket`;
}

/**
 * Requests over one shared pool of kept-alive connections, as many phones reach a server through a
 * load balancer. The pool is capped so an overloaded step queues here (and the queue is counted: the
 * latency runs from the scheduled start) instead of opening thousands of sockets.
 *
 * An idle socket is closed here after IDLE_SOCKET_MS, before the server closes it (its keep-alive
 * timeout): otherwise a request sent on a socket at the moment the server closes it is reset without
 * an answer, the classic keep-alive race. (Node's agent honours the server's "Keep-Alive: timeout=5"
 * hint, less 1 s, only when it has a `timeout` of its own; without one its idle sockets never expire.)
 */
export class LoadClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: IDLE_SOCKET_MS });

  constructor(private readonly baseUrls: string[]) {}

  /** `instance` picks one of several servers (round robin is the caller's choice); default the first. */
  request(method: string, path: string, options: { cookie?: string; body?: unknown; instance?: number } = {}): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const base = this.baseUrls[(options.instance ?? 0) % this.baseUrls.length]!;
    return new Promise((resolve) => {
      // Status 0: no answer at all (refused, reset, timed out), always unexpected; `error` says which.
      const fail = (error: Error) => resolve({ status: 0, body: '', error: describeFailure(error, request.reusedSocket) });
      // The request's own timeout replaces the agent's idle one while the socket carries it.
      const request = http.request(`${base}${path}`, { method, agent: this.agent, headers, timeout: 10_000 }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', fail);
      request.end(options.body === undefined ? undefined : JSON.stringify(options.body));
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

import http from 'node:http';

export interface Reply {
  status: number;
  body: string;
}

/**
 * Requests over one shared pool of kept-alive connections, as many phones reach a server through a
 * load balancer. The pool is capped so an overloaded step queues here (and the queue is counted: the
 * latency runs from the scheduled start) instead of opening thousands of sockets.
 */
export class LoadClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  constructor(private readonly baseUrls: string[]) {}

  /** `instance` picks one of several servers (round robin is the caller's choice); default the first. */
  request(method: string, path: string, options: { cookie?: string; body?: unknown; instance?: number } = {}): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const base = this.baseUrls[(options.instance ?? 0) % this.baseUrls.length]!;
    return new Promise((resolve) => {
      const request = http.request(`${base}${path}`, { method, agent: this.agent, headers, timeout: 10_000 }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => resolve({ status: 0, body: '' }));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      // Status 0: no answer at all (refused, reset, timed out), always unexpected.
      request.on('error', () => resolve({ status: 0, body: '' }));
      request.end(options.body === undefined ? undefined : JSON.stringify(options.body));
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

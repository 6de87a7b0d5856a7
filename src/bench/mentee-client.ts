import http from 'node:http';
import { GENERATED_PASSWORD } from '../server/generator/generate';
import { IDLE_SOCKET_MS } from './mix/http-client';

export interface Answer {
  status: number;
  ms: number;
  setCookie: string[];
}

/**
 * One simulated person's browser: its own kept-alive connection (one socket), used for the login and
 * every later request, as a phone that logged in and then taps "Book" reuses its connection. A burst of
 * 100 such clients measures the server's answers, not 100 connection setups queued in one bench process.
 */
export class MenteeClient {
  // Its idle socket closes before the server closes it (the keep-alive race, see mix/http-client.ts).
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1, timeout: IDLE_SOCKET_MS });
  cookie = '';

  constructor(private readonly baseUrl: string) {}

  request(method: string, path: string, body?: unknown): Promise<Answer> {
    const started = performance.now();
    const headers: Record<string, string> = this.cookie ? { cookie: this.cookie } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const request = http.request(`${this.baseUrl}${path}`, { method, agent: this.agent, headers }, (response) => {
        response.resume();
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            setCookie: response.headers['set-cookie'] ?? [],
          }),
        );
      });
      request.on('error', reject);
      request.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }

  async login(email: string): Promise<void> {
    const answer = await this.request('POST', '/app/user/login', { email, password: GENERATED_PASSWORD });
    const cookie = answer.setCookie.find((line) => line.startsWith('sid='));
    if (answer.status !== 200 || !cookie) throw new Error(`login of ${email} answered ${answer.status}`);
    this.cookie = cookie.split(';')[0]!;
  }

  close(): void {
    this.agent.destroy();
  }
}

import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Config } from '../env';
import { guardedLookup, RefusedPushEndpoint, type PushEndpointPolicy, type ResolveHost } from '../push/push-endpoint';

/** Failure codes stored in `busy_sources.last_error`; the API words them in the reader's language. */
export type BusyFetchError = 'refused' | 'redirect' | 'timeout' | 'too_large' | 'status' | 'network' | 'invalid';

export type BusyFetchOutcome =
  | { kind: 'changed'; body: string; etag: string | null }
  | { kind: 'unchanged' }
  | { kind: 'failed'; error: BusyFetchError };

export interface BusyFetchOptions {
  etag: string | null;
  policy: PushEndpointPolicy;
  resolveHost: ResolveHost;
  timeoutMs?: number;
  maxBytes?: number;
}

export const BUSY_FETCH_TIMEOUT_MS = 10_000;
export const BUSY_FETCH_MAX_BYTES = 2 * 1024 * 1024;
const MAX_SAME_HOST_REDIRECTS = 3;

/**
 * A calendar address is fetched by the server, so it follows the push endpoint rules (push-endpoint.ts):
 * https, public addresses only, checked at each connection. Only the exemptions differ: the calendar's
 * own `CALENDAR_DEV_ENDPOINTS`, and no host allow-list (calendars live anywhere).
 */
export const calendarAddressPolicy = (config: Pick<Config, 'CALENDAR_DEV_ENDPOINTS'>): PushEndpointPolicy => ({
  PUSH_ALLOWED_HOSTS: [],
  PUSH_DEV_ENDPOINTS: config.CALENDAR_DEV_ENDPOINTS,
});

/** Apple and Outlook hand out `webcal://` addresses: the same resource over https. */
export const normalizeCalendarAddress = (url: string) => url.trim().replace(/^webcals?:\/\//i, 'https://');

class FetchFailure extends Error {
  constructor(readonly code: BusyFetchError) {
    super(code);
  }
}

/**
 * GET with If-None-Match, at most `maxBytes`, within `timeoutMs` for the whole exchange (redirects
 * included). Redirects are followed only to the same host and port: another host would need its own
 * check, and a calendar server has no reason to send one.
 */
export async function fetchBusyCalendar(address: string, options: BusyFetchOptions): Promise<BusyFetchOutcome> {
  const timeoutMs = options.timeoutMs ?? BUSY_FETCH_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, options, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        response.resume();
        const next = new URL(location, url);
        if (next.host !== url.host || redirects >= MAX_SAME_HOST_REDIRECTS) return { kind: 'failed', error: 'redirect' };
        url = next;
        continue;
      }
      if (status === 304) {
        response.resume();
        return { kind: 'unchanged' };
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return { kind: 'failed', error: 'status' };
      }
      const body = await readLimited(response, options.maxBytes ?? BUSY_FETCH_MAX_BYTES);
      const etag = response.headers.etag ?? null;
      return { kind: 'changed', body, etag };
    }
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'failed', error: 'timeout' };
    if (error instanceof FetchFailure) return { kind: 'failed', error: error.code };
    if (error instanceof RefusedPushEndpoint) return { kind: 'failed', error: 'refused' };
    return { kind: 'failed', error: 'network' };
  } finally {
    clearTimeout(timer);
  }
}

function get(url: URL, options: BusyFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  // Throws RefusedPushEndpoint before any connection when the address breaks the static rules.
  const lookup = guardedLookup(url, options.policy, options.resolveHost);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new FetchFailure('refused');
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'MentorMarketplace-BusyCalendar/1' };
  if (options.etag) headers['if-none-match'] = options.etag;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'GET', headers, lookup, signal }, resolve);
    request.on('error', reject);
    request.end();
  });
}

function readLimited(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    return Promise.reject(new FetchFailure('too_large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Rejected before destroying: destroy() emits 'aborted' at once, which would reject it otherwise.
        reject(new FetchFailure('too_large'));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
    response.on('aborted', () => reject(new Error('response aborted')));
  });
}

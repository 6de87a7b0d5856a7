import { i18n } from '@lingui/core';
import ky, { HTTPError, type ResponsePromise } from 'ky';
import type { EndpointAnswer, JsonEndpoint } from '../../shared/contracts/endpoints';
import { ApiError, apiErrorFromBody, readAnswer } from './api-error';
import { reportRequestFailure, reportResponse } from './network-status';

type InProcessAnswers = (request: Request) => Promise<Response>;

/**
 * Who answers the app's requests when there is no network to send them over: the server's render of a
 * logged-in page (prerender.tsx `renderUserPage`) answers them in-process, as the person's own requests.
 * Renders take turns, so one handler at a time; null in the browser.
 */
let inProcessAnswers: InProcessAnswers | null = null;

export function answerRequestsWith(handler: InProcessAnswers | null): void {
  inProcessAnswers = handler;
}

/**
 * The one HTTP client of the app (ky). Nothing in the first bundle imports it: a visitor's first page
 * needs only the session check, which public/boot.js starts (features/user/current-user.ts), so ky
 * downloads with the first page that calls the API itself. Same-origin `/app/` API, session cookie sent, the chosen language in
 * Accept-Language (the server localises its messages), no ky retries (TanStack Query decides). Every
 * outcome is reported to lib/network-status.ts: a request that got no answer (or none in time) makes the
 * app offline at once, whatever `navigator.onLine` says.
 */
const http = ky.create({
  // Relative to the page in the browser; the server's render has no page to resolve it against.
  prefixUrl: typeof location === 'undefined' ? 'http://localhost/app/' : '/app/',
  fetch: (request, init) =>
    inProcessAnswers && request instanceof Request ? inProcessAnswers(request) : globalThis.fetch(request, init),
  credentials: 'include',
  retry: 0,
  timeout: 20_000,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('Accept-Language', i18n.locale === 'de' ? 'de' : 'en');
      },
    ],
  },
});

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    reportResponse(error.response);
    const body: unknown = await error.response.json().catch(() => null);
    return apiErrorFromBody(error.response.status, body);
  }
  reportRequestFailure(error);
  return new ApiError(0, null, { cause: error });
}

/**
 * Sends a request and reads its JSON answer as the shared contract's type; every failed request is an
 * ApiError. The browser does not parse answers (decision 087): the server's tests check every answer
 * against its zod schema, and an answer of another contract version is refused (`readAnswer`).
 */
async function send<T>(request: () => ResponsePromise): Promise<T> {
  let response: Response;
  try {
    response = await request();
  } catch (error) {
    throw await toApiError(error);
  }
  reportResponse(response);
  return readAnswer<T>(response);
}

/** The answer type of an endpoint, for the places that name it (a mutation hook's data, a loader's early answer). */
export type Answer<E extends JsonEndpoint> = EndpointAnswer<E>;

/** The `:name` segments of an endpoint's path, e.g. `'id'` for `'POST /app/calendar/book/:id'`. */
export type PathParams<E extends string> = E extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : E extends `${string}:${infer Name}`
    ? Name
    : never;

/** What one call sends besides its endpoint; `params` fills the path's `:name` segments (encoded here). */
export type CallOptions<E extends JsonEndpoint> = {
  /** Search parameters; undefined ones are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** The JSON body; also for DELETEs that name what to delete in it (a push endpoint URL, too long for a path). */
  body?: E extends `GET ${string}` ? never : unknown;
  /** e.g. the Idempotency-Key of a replayable mutation. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
} & ([PathParams<E>] extends [never] ? { params?: never } : { params: Record<PathParams<E>, string> });

/** Options may be left out only by endpoints without path parameters. */
type CallArguments<E extends JsonEndpoint> = [PathParams<E>] extends [never]
  ? [options?: CallOptions<E>]
  : [options: CallOptions<E>];

/** `'POST /app/calendar/book/:id'` with `{ id: 'a/b' }` → `['POST', 'calendar/book/a%2Fb']` (ky prefixes `/app/`). */
export function requestLine(endpoint: string, params: Record<string, string> = {}): [method: string, path: string] {
  const [method = '', path = ''] = endpoint.split(' ');
  const filled = path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${endpoint} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  return [method, filled.replace(/^\/app\//, '')];
}

/**
 * Calls an endpoint of the contracts' table (shared/contracts/endpoints.ts), named as the server names
 * its route: `api.call('POST /app/calendar/book/:id', { params: { id }, body: { skillId } })`. The answer's
 * type comes from that endpoint's schema, so a changed contract fails the type check where it is used;
 * the answer itself is trusted by contract version, not parsed (decision 087).
 */
function callEndpoint<E extends JsonEndpoint>(endpoint: E, ...[options]: CallArguments<E>): Promise<EndpointAnswer<E>> {
  const { params, query, body, headers, signal } = (options ?? {}) as CallOptions<JsonEndpoint> & {
    params?: Record<string, string>;
  };
  const [method, path] = requestLine(endpoint, params);
  return send<EndpointAnswer<E>>(() => http(path, { method, json: body, searchParams: query, headers, signal }));
}

export const api = {
  call: callEndpoint,
};

import { i18n } from '@lingui/core';
import ky, { HTTPError, type Options, type ResponsePromise } from 'ky';
import { ApiError, apiErrorFromBody, readAnswer } from './api-error';
import { reportRequestFailure, reportResponse } from './network-status';

/**
 * The one HTTP client of the app (ky). Nothing in the first bundle imports it: a visitor's first page
 * needs only the session check, which public/boot.js starts (features/user/current-user.ts), so ky
 * downloads with the first page that calls the API itself. Same-origin `/app/` API, session cookie sent, the chosen language in
 * Accept-Language (the server localises its messages), no ky retries (TanStack Query decides). Every
 * outcome is reported to lib/network-status.ts: a request that got no answer (or none in time) makes the
 * app offline at once, whatever `navigator.onLine` says.
 */
const http = ky.create({
  prefixUrl: '/app/',
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
async function call<T>(send: () => ResponsePromise): Promise<T> {
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    throw await toApiError(error);
  }
  reportResponse(response);
  return readAnswer<T>(response);
}

/** Extra per-call options; `headers` e.g. carries the Idempotency-Key of a replayable mutation. */
export interface SendOptions {
  headers?: Record<string, string>;
}

export const api = {
  get: <T>(path: string, options?: Pick<Options, 'searchParams' | 'signal'>) => call<T>(() => http.get(path, options)),
  post: <T>(path: string, json?: unknown, options?: SendOptions) =>
    call<T>(() => http.post(path, { json, headers: options?.headers })),
  put: <T>(path: string, json?: unknown, options?: SendOptions) =>
    call<T>(() => http.put(path, { json, headers: options?.headers })),
  patch: <T>(path: string, json?: unknown, options?: SendOptions) =>
    call<T>(() => http.patch(path, { json, headers: options?.headers })),
  /** `json` is for endpoints that name what to delete in the body (e.g. a push endpoint URL, too long for a path). */
  delete: <T>(path: string, options?: SendOptions & { json?: unknown }) =>
    call<T>(() => http.delete(path, { json: options?.json, headers: options?.headers })),
};

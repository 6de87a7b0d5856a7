import { i18n } from '@lingui/core';
import ky, { HTTPError, type Options } from 'ky';
import type { z } from 'zod/mini';
import { ApiError, apiErrorFromBody } from './api-error';

/**
 * The one HTTP client of the app (ky). Nothing in the first bundle imports it: a visitor's first page
 * needs only the session check, which public/boot.js starts (features/user/current-user.ts), so ky
 * downloads with the first page that calls the API itself. Same-origin `/app/` API, session cookie sent, the chosen language in
 * Accept-Language (the server localises its messages), no ky retries (TanStack Query decides).
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
    const body: unknown = await error.response.json().catch(() => null);
    return apiErrorFromBody(error.response.status, body);
  }
  return new ApiError(0, null, { cause: error });
}

/**
 * Sends a request and parses the JSON answer with the shared contract's zod schema; every failed
 * request is an ApiError. An answer that breaks the contract throws zod's error: a bug to fix, not a
 * state to show (the query or mutation fails with it, and the route's error component shows it).
 */
async function call<T>(schema: z.ZodMiniType<T>, send: () => Promise<unknown>): Promise<T> {
  let data: unknown;
  try {
    data = await send();
  } catch (error) {
    throw await toApiError(error);
  }
  return schema.parse(data);
}

/** Extra per-call options; `headers` e.g. carries the Idempotency-Key of a replayable mutation. */
export interface SendOptions {
  headers?: Record<string, string>;
}

export const api = {
  get: <T>(path: string, schema: z.ZodMiniType<T>, options?: Pick<Options, 'searchParams' | 'signal'>) =>
    call(schema, () => http.get(path, options).json()),
  post: <T>(path: string, schema: z.ZodMiniType<T>, json?: unknown, options?: SendOptions) =>
    call(schema, () => http.post(path, { json, headers: options?.headers }).json()),
  put: <T>(path: string, schema: z.ZodMiniType<T>, json?: unknown, options?: SendOptions) =>
    call(schema, () => http.put(path, { json, headers: options?.headers }).json()),
  patch: <T>(path: string, schema: z.ZodMiniType<T>, json?: unknown, options?: SendOptions) =>
    call(schema, () => http.patch(path, { json, headers: options?.headers }).json()),
  /** `json` is for endpoints that name what to delete in the body (e.g. a push endpoint URL, too long for a path). */
  delete: <T>(path: string, schema: z.ZodMiniType<T>, options?: SendOptions & { json?: unknown }) =>
    call(schema, () => http.delete(path, { json: options?.json, headers: options?.headers }).json()),
};

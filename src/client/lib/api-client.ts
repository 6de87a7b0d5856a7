import { i18n } from '@lingui/core';
import type { z } from 'zod/mini';
import { ApiError, apiErrorFromBody } from './api-error';

/** How long a request may take before it counts as "the server could not be reached". */
const TIMEOUT_MS = 20_000;

type SearchParams = Record<string, string | number | boolean | undefined>;

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  json?: unknown;
  searchParams?: SearchParams | undefined;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
}

function urlOf(path: string, searchParams: SearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return `/app/${path}${search ? `?${search}` : ''}`;
}

/**
 * The one HTTP client of the app (plain fetch; a client library would cost every page's first bundle
 * for little): same-origin `/app/` API, session cookie sent, the chosen language in Accept-Language
 * (the server localises its messages), no retries (TanStack Query decides). Every failure is an
 * ApiError: the server's status and error body, or status 0 when no answer came (offline, timeout).
 */
async function send({ method, path, json, searchParams, signal, headers }: Request): Promise<unknown> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(urlOf(path, searchParams), {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.locale === 'de' ? 'de' : 'en',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    text = await response.text();
  } catch (error) {
    throw new ApiError(0, null, { cause: error });
  }
  if (!response.ok) throw apiErrorFromBody(response.status, parseJson(text));
  try {
    return text ? JSON.parse(text) : undefined;
  } catch (error) {
    throw new ApiError(0, null, { cause: error });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A contract, or a function loading it: code in the first bundle names its contract lazily, so zod
 * and the contracts download only when such an answer actually arrives.
 */
export type Contract<Schema extends z.ZodMiniType> = Schema | (() => Promise<Schema>);

/**
 * Sends a request and parses the JSON answer with the shared contract; every failed request is an
 * ApiError. An answer that breaks the contract throws zod's error: a bug to fix, not a state to show.
 */
async function call<Schema extends z.ZodMiniType>(contract: Contract<Schema>, request: Request): Promise<z.output<Schema>> {
  const data = await send(request);
  const schema = typeof contract === 'function' ? await contract() : contract;
  return schema.parse(data);
}

/** Extra per-call options; `headers` e.g. carries the Idempotency-Key of a replayable mutation. */
export interface SendOptions {
  headers?: Record<string, string>;
}

export const api = {
  get: <S extends z.ZodMiniType>(
    path: string,
    schema: Contract<S>,
    options?: { searchParams?: SearchParams; signal?: AbortSignal },
  ) => call(schema, { method: 'GET', path, ...options }),
  post: <S extends z.ZodMiniType>(path: string, schema: Contract<S>, json?: unknown, options?: SendOptions) =>
    call(schema, { method: 'POST', path, json, headers: options?.headers }),
  put: <S extends z.ZodMiniType>(path: string, schema: Contract<S>, json?: unknown, options?: SendOptions) =>
    call(schema, { method: 'PUT', path, json, headers: options?.headers }),
  patch: <S extends z.ZodMiniType>(path: string, schema: Contract<S>, json?: unknown, options?: SendOptions) =>
    call(schema, { method: 'PATCH', path, json, headers: options?.headers }),
  /** `json` is for endpoints that name what to delete in the body (e.g. a push endpoint URL, too long for a path). */
  delete: <S extends z.ZodMiniType>(path: string, schema: Contract<S>, options?: SendOptions & { json?: unknown }) =>
    call(schema, { method: 'DELETE', path, json: options?.json, headers: options?.headers }),
};

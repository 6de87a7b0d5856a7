import { hashKey, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError, apiErrorFromBody, readAnswer } from '../../lib/api-error';
import type { Answer } from '../../lib/api-client';
import { reportRequestFailure, reportResponse } from '../../lib/network-status';
import { usePageInHtml } from '../../lib/page-in-html';
import type { AuthUser } from '../../../shared/contracts/user';

/**
 * What every page needs of the login (header, guards), kept apart from the rest of the user API
 * (features/user/api.ts): it is in the first bundle, so it holds no query or mutation observers, and the
 * HTTP client (ky) loads only when needed: a visitor who is not logged in gets the answer of boot.js's
 * early check and never downloads it.
 */
const apiClient = () => import('../../lib/api-client');

declare global {
  interface Window {
    /** `GET /app/user/auth` as public/boot.js started it, before the entry script had downloaded. */
    __userCheck?: Promise<Response>;
  }
}

/** The page's first auth check uses boot.js's early request (once); later ones ask themselves. */
function takeEarlyUserCheck(): Promise<Response> | undefined {
  const early = window.__userCheck;
  window.__userCheck = undefined;
  return early;
}

/**
 * How long the start waits for boot.js's check: a network that swallows requests (a captive portal, a
 * dead hotel network) never answers, and a device with stored pages would show nothing meanwhile.
 */
export const EARLY_CHECK_TIMEOUT_MS = 10_000;

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new DOMException('no answer', 'TimeoutError')), ms));
}

/** Reads boot.js's answer the way the API client reads its own: a failure is an ApiError. */
async function readEarlyUserCheck(early: Promise<Response>): Promise<AuthUser> {
  let response: Response;
  try {
    response = await Promise.race([early, timeout(EARLY_CHECK_TIMEOUT_MS)]);
  } catch (error) {
    // No answer (or none in time): the app is offline from here on, whatever navigator.onLine says
    // (lib/network-status.ts).
    reportRequestFailure(error);
    throw new ApiError(0, null, { cause: error });
  }
  reportResponse(response);
  if (!response.ok) throw apiErrorFromBody(response.status, await response.json().catch(() => null));
  return readAnswer<Answer<'GET /app/user/auth'>>(response);
}

async function askForCurrentUser(): Promise<AuthUser> {
  const { api } = await apiClient();
  return api.call('GET /app/user/auth');
}

export const userKeys = {
  all: ['user'] as const,
  current: () => [...userKeys.all, 'current'] as const,
  list: (page: number) => [...userKeys.all, 'list', page] as const,
};

/** The logged-in user, or null when logged out: a 401 from /user/auth is an answer, not an error. */
export async function fetchCurrentUser(): Promise<AuthUser | null> {
  try {
    const early = takeEarlyUserCheck();
    return await (early ? readEarlyUserCheck(early) : askForCurrentUser());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.current(),
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60_000,
  });

const currentHash = hashKey(userKeys.current());

/**
 * The logged-in user as the header shows it: the cached answer of the check the root route starts on every
 * navigation, read without a query observer (pages behind the login use `useCurrentUser`, which has one).
 * `null` is nobody; `undefined` is not known yet: the check runs, or it failed before any answer (a server
 * of a newer version, an outage), where a Login button would tell someone logged in that they are not.
 */
export function useAuthUser(): AuthUser | null | undefined {
  const queryClient = useQueryClient();
  const pageInHtml = usePageInHtml();
  // The answer itself, not the query's state: a repeated check that answers the same keeps the same
  // object (Query's structural sharing), so nothing renders again for it.
  const current = () => queryClient.getQueryData<AuthUser | null>(userKeys.current());
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe((event) => event.query.queryHash === currentHash && onChange()),
    current,
    // The prerendered public pages (prerender.tsx) show the header as the check runs, and so must
    // hydration, whatever the check has answered by then; the next render shows the answer. A page the
    // server rendered for this person (decision 118) was rendered with them, in the header and in
    // every time shown in their zone, and so is its hydration: a different answer here would make React
    // render the whole page again, synchronously, right after hydrating it.
    pageInHtml ? current : () => undefined,
  );
}

/**
 * Someone logged in or out: the cache keeps only the new user (or null), so no data of the previous
 * user survives. Removing the other queries, rather than clearing the cache, keeps the mounted
 * user observers (header, guard) attached, so they show the change at once.
 */
export function switchAuthUser(queryClient: QueryClient, user: AuthUser | null): void {
  queryClient.setQueryData(userKeys.current(), user);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== currentHash });
}

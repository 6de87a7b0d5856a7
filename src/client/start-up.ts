import { hashKey, hydrate, onlineManager, type DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ID } from '../shared/pages/built-pages';
import { loadOfflineSupport, mayHoldOfflineData, preloadOfflineSupport } from './features/offline/offline-loader';
import type { OfflineSupportOptions } from './features/offline/offline-support';
import { currentUserQueryOptions, fetchCurrentUser, userKeys } from './features/user/current-user';
import { mirrorRoleIntoCookie } from './features/user/role-cookie';
import { browserTimeZone } from './features/user/time-zone';
import { activateLocale } from './lib/i18n';
import { startNetworkStatus } from './lib/network-status';
import { readLocale } from './lib/preferences';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

/**
 * The order the app starts in, so that a logged-in person never sees a logged-out flash, a page behind
 * the login shows no spinner at its first render, and a start offline shows the stored data:
 * 1. the auth check leaves at once (boot.js's early request), the catalogue and the opened page's code
 *    download alongside it;
 * 2. a device that held someone's data restores it from IndexedDB first; online, the user is asked
 *    again before anything renders (a user switch wipes the previous person's data), then everything
 *    restored is revalidated and queued changes replay;
 * 3. the router loads the opened page (guards, loaders) once the catalogue and the restore are there;
 * 4. the first render follows that load, or comes after SPINNER_AFTER_MS with a spinner.
 */
export function startUp() {
  // TanStack Query's online state from what requests do, not navigator.onLine alone (decision 102); a
  // page opened while the browser knows it is offline knows at once, and the early auth check's failure
  // tells the rest.
  startNetworkStatus();
  const queryClient = createQueryClient({
    // A query answered 401: the login ended elsewhere (expiry, logout in another tab); show that.
    onUnauthorized: () => queryClient.setQueryData(userKeys.current(), null),
  });
  const userHash = hashKey(userKeys.current());
  // A page the server rendered (decision 118) starts from the data it rendered with: the same answers
  // the page would have asked for, so its loaders ask for nothing and hydration draws the same.
  const pageState = readPageState();
  if (pageState) hydrate(queryClient, pageState);
  const renderedWith = new Set(pageState?.queries.map((query) => query.queryHash));

  const startedOnline = onlineManager.isOnline();
  let earlyUserAnswer = startedOnline ? fetchCurrentUser() : undefined;
  earlyUserAnswer?.catch(() => undefined);
  /** The early answer once, then real requests (a retry must not get the same failed promise). */
  const currentUserQueryFn = () => {
    const answer = earlyUserAnswer ?? fetchCurrentUser();
    earlyUserAnswer = undefined;
    return answer;
  };

  const earlyUserCheck = {
    ...currentUserQueryOptions(),
    queryFn: currentUserQueryFn,
    networkMode: 'always',
    retry: false,
  } as const;

  /** After the restore: online, the stored user and data are checked against the server; queued changes replay. */
  async function restored() {
    if (earlyUserAnswer) {
      await queryClient
        // `always`: the early check is already on its way; had it failed before this line, the app
        // would be offline and TanStack would wait for the network instead of reading its failure.
        .fetchQuery({ ...earlyUserCheck, staleTime: 0 })
        .catch(() => undefined);
      // Not the answers the server has just rendered the page with (decision 118): fresh, and asking again
      // while the page hydrates would draw it differently from the server's HTML.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryHash !== userHash && !renderedWith.has(query.queryHash),
      });
    }
    void queryClient.resumePausedMutations();
  }

  // The entry file's name carries a content hash, so a new build drops the old cache (its shapes may have changed).
  const offlineOptions: OfflineSupportOptions = {
    buster: import.meta.url,
    // The features' parts in offline use, composed here so that offline support imports no feature.
    loadParts: () => import('./offline-parts').then((module) => module.offlineParts),
    user: { key: userKeys.current(), idOf: (user) => user.uuid },
  };
  const offlineSupport = () => loadOfflineSupport(queryClient, offlineOptions);
  // Someone's data or queued changes on this device: restore them before the guards read the user.
  // Otherwise offline support loads once someone turns out to be logged in; a visitor never downloads it.
  const restoring = mayHoldOfflineData()
    ? loadOfflineSupport(queryClient, { ...offlineOptions, restore: { onRestored: restored } })
    : null;
  // Offline with nothing stored: nobody to show, stale at once so the first moment online asks the server.
  const nobodyWhileOffline = () => {
    if (!onlineManager.isOnline() && queryClient.getQueryData(userKeys.current()) === undefined) {
      queryClient.setQueryData(userKeys.current(), null, { updatedAt: 0 });
    }
  };
  // Not retried: a check that got no answer made the app offline, where a retry would wait for the network.
  const userChecked =
    !restoring && earlyUserAnswer ? queryClient.prefetchQuery(earlyUserCheck).then(nobodyWhileOffline) : undefined;
  if (!restoring && !startedOnline) nobodyWhileOffline();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== userHash) return;
    if (event.query.state.data) void offlineSupport();
    // An answer (or a login, logout, role change), not data restored from the device.
    if (event.type === 'updated' && event.action.type === 'success') mirrorRoleIntoCookie(event.query.state.data ?? null);
  });

  const router = createAppRouter({ queryClient, offlineSupport });
  const openedRoutes = router.getMatchedRoutes(router.latestLocation.pathname)[0];
  const openedGuardedPage = openedRoutes.some((route) => route.id === '/_auth');
  // A page's HTML usually preloads these files already; asking for their modules still adds a link for
  // each one it lacks (a page without a shell of its own), a long step on a slow phone, so it is a task
  // of its own (decision 123).
  setTimeout(() => {
    for (const route of openedRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);
    if (openedGuardedPage) {
      preloadOfflineSupport();
      offlineOptions.loadParts().catch(() => undefined);
    }
  });
  // Every page behind the login shows dates, and the first Intl call loads the browser's ICU data, one
  // long step. Where boot.js found no idle moment for it, it is a task of its own here rather than part
  // of the page's first render.
  if (openedGuardedPage) setTimeout(browserTimeZone);

  // Messages must be there before the first render (production builds keep only message ids) and before
  // the guards, which load their part of them in the active language.
  const catalogueLoaded = activateLocale(readLocale());
  const openedPageLoaded = Promise.all([catalogueLoaded, restoring])
    .then(() => router.load())
    .catch(() => undefined);
  return {
    queryClient,
    router,
    catalogueLoaded,
    openedPageLoaded,
    /**
     * The page came rendered by the server with its data (decision 118): every query it shows, newer than
     * any copy this device restored, so main.tsx hydrates it rather than drawing it afresh.
     */
    serverRendered: pageState !== null,
    /** Changes queued on this device, which the page lists and the server cannot know: no hydration then. */
    changesQueued: () => queryClient.getMutationCache().getAll().length > 0,
    /** What the router's view must not mount before: the restore, or on a guarded page the auth check. */
    firstRenderWaitsFor: restoring ?? (openedGuardedPage ? userChecked : undefined),
  };
}

/** The queries a server-rendered page came with (src/server/user-pages.ts), or null. */
function readPageState(): DehydratedState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

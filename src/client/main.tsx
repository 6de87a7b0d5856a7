import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { hashKey, onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { loadOfflineSupport, mayHoldOfflineData, preloadOfflineSupport } from './features/offline/offline-loader';
import type { OfflineSupportOptions } from './features/offline/offline-support';
import { currentUserQueryOptions, fetchCurrentUser, userKeys } from './features/user/current-user';
import { activateLocale } from './lib/i18n';
import { applyTheme, readDarkMode, readLocale } from './lib/preferences';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { FullPageSpinner } from './ui/spinner';
import { ToastProvider } from './ui/toast';
import './ui/theme.css';

// TanStack Query assumes "online" until an event says otherwise; a page opened offline must know at once.
onlineManager.setOnline(navigator.onLine);

const queryClient = createQueryClient({
  // A query answered 401: the session ended elsewhere (expiry, logout in another tab); show that.
  // Other queries stay attached to their components (so the failing one can show its error); the
  // next login replaces them anyway.
  onUnauthorized: () => queryClient.setQueryData(userKeys.current(), null),
});
const userHash = hashKey(userKeys.current());

// Asked at once rather than after the catalogue and the restore, which do not need its answer;
// `restored()` still applies it only once the persisted cache is back.
const startedOnline = onlineManager.isOnline();
let currentUserAnswer = startedOnline ? fetchCurrentUser() : undefined;
currentUserAnswer?.catch(() => undefined);
/** The early answer once, then real requests (a retry must not get the same failed promise). */
function currentUserQueryFn() {
  const answer = currentUserAnswer ?? fetchCurrentUser();
  currentUserAnswer = undefined;
  return answer;
}

/**
 * The restored user may no longer be the one whose cookie this browser holds (logged out or switched
 * in another tab, session expired): online, ask the server before anything renders, so a switch wipes
 * the previous person's data first. Then changes queued before the reload replay, in order, as that user.
 */
async function restored() {
  if (currentUserAnswer) {
    await queryClient
      .fetchQuery({ ...currentUserQueryOptions(), queryFn: currentUserQueryFn, staleTime: 0, retry: false })
      .catch(() => undefined);
    // The stored copy is for showing something at once, not proof of what the server holds now (a
    // refetch may have been cut short by the reload): online, everything restored is revalidated.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== userHash });
  }
  void queryClient.resumePausedMutations();
}

// The production entry file's name carries a content hash, so a new build drops the old cache (its
// shapes may have changed); the person is covered by the wipe on a user switch.
const offlineOptions: OfflineSupportOptions = { buster: import.meta.url };
const offlineSupport = () => loadOfflineSupport(queryClient, offlineOptions);

/**
 * A previous visit left a logged-in person's cache or queued changes on this device: offline support
 * loads at once and the router waits for the restore (its guards read the user from the cache;
 * offline, they would otherwise wait for a fetch that cannot run). Otherwise nothing waits: offline
 * support loads when someone turns out to be logged in, and a visitor never downloads it.
 */
const restoring = mayHoldOfflineData()
  ? loadOfflineSupport(queryClient, { ...offlineOptions, restore: { onRestored: restored } })
  : null;
const userChecked =
  !restoring && currentUserAnswer
    ? queryClient.prefetchQuery({ ...currentUserQueryOptions(), queryFn: currentUserQueryFn })
    : undefined;
// Offline with nothing stored: nobody to show. Stale at once, so the first moment online asks the server.
// (Not `!currentUserAnswer`: the check above has already taken the early answer.)
if (!restoring && !startedOnline) queryClient.setQueryData(userKeys.current(), null, { updatedAt: 0 });
queryClient.getQueryCache().subscribe(({ query }) => {
  if (query.queryHash === userHash && query.state.data) void offlineSupport();
});

const router = createAppRouter({ queryClient, offlineSupport });

// The code of the opened page downloads alongside the catalogue, the restore and the user check;
// running the page (guards, data) still waits for them.
const openedRoutes = router.getMatchedRoutes(router.latestLocation.pathname)[0];
for (const route of openedRoutes) {
  void router.loadRouteChunk(route)?.catch(() => undefined);
}
const openedGuardedPage = openedRoutes.some((route) => route.id === '/_auth');
if (openedGuardedPage) preloadOfflineSupport();

/**
 * What the router's view must not mount before, with a full-page spinner meanwhile if the first render
 * comes sooner (below): the restore (guards read the user from the cache), or, for a page behind the
 * login, the session check (its guard needs it anyway). A public page does not wait; its header shows
 * neutral until the check answers.
 */
const firstRenderWaitsFor = restoring ?? (openedGuardedPage ? userChecked : undefined);

// Settled before the first render in the usual case (see below): then that render must not suspend,
// even for a moment, or React shows the fallback and keeps it at least 300 ms (next comment).
let firstRenderReady = !firstRenderWaitsFor;
void firstRenderWaitsFor?.then(() => (firstRenderReady = true));

function RestoredRouter() {
  if (!firstRenderReady && firstRenderWaitsFor) use(firstRenderWaitsFor);
  return <RouterProvider router={router} />;
}

/**
 * The opened page loads (guards, data requests, code) before the first render, which then shows it
 * whole. Rendered earlier, the router shows its pending spinner in the meantime, and React 19 reveals
 * content that replaced a shown fallback no sooner than 300 ms after the fallback appeared: every page
 * came 300 ms late behind a spinner flash. Only a page that takes longer than this shows the spinner
 * meanwhile. The load waits for the restore, as the guards read the user from the cache.
 */
const SPINNER_AFTER_MS = 500;
// Messages must be loaded before the first render (production builds keep only message ids) and
// before the guards, which load their part of them in the active language.
const catalogueLoaded = activateLocale(readLocale());
const openedPageLoaded = Promise.all([catalogueLoaded, restoring])
  .then(() => router.load())
  .catch(() => undefined);

// public/boot.js already did this before the first paint; repeated in case it was blocked.
applyTheme(readDarkMode());

const spinnerDue = catalogueLoaded.then(() => new Promise((resolve) => setTimeout(resolve, SPINNER_AFTER_MS)));
void Promise.race([Promise.all([catalogueLoaded, openedPageLoaded]), spinnerDue]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of running
  // as one long task (Lighthouse, /dashboard/session: blocking time about 170 → 55 ms).
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <Suspense fallback={<FullPageSpinner />}>
                <RestoredRouter />
              </Suspense>
            </ToastProvider>
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
});

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  // Workbox registers once the window has loaded, so the worker's script and precache do not compete
  // with the page's own first requests. (Waiting longer, for the first paint, was tried: a person who
  // went offline right after the page appeared then got a failed registration.)
  void import('./lib/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
}

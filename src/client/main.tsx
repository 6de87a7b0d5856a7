import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { hashKey, onlineManager, useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthUser } from '../shared/contracts/user';
import { registerFeedbackMutationDefaults } from './features/feedback/api';
import { persistPolicy } from './features/offline/persist-policy';
import { registerSkillsMutations } from './features/skills/api';
import { currentUserQueryOptions, fetchCurrentUser, userKeys } from './features/user/api';
import { activateLocale } from './lib/i18n';
import { trackQueuedMutations } from './lib/offline-queue';
import { createIndexedDbPersister, dehydrateOptionsFor, PERSIST_MAX_AGE_MS, wipeOnUserSwitch } from './lib/persist';
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
// Mutations that may be queued offline are registered by key, so a restored queue can replay them.
registerSkillsMutations(queryClient);
registerFeedbackMutationDefaults(queryClient);
trackQueuedMutations(queryClient, persistPolicy.isQueuedMutation);

const persister = createIndexedDbPersister();
wipeOnUserSwitch(queryClient, {
  userKey: userKeys.current(),
  idOf: (user: AuthUser) => user.uuid,
  policy: persistPolicy,
  persister,
});
const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  // The production entry file's name carries a content hash, so a new build drops the old cache
  // (its shapes may have changed); the person is covered by wipeOnUserSwitch.
  buster: import.meta.url,
  dehydrateOptions: dehydrateOptionsFor(persistPolicy),
};
const router = createAppRouter(queryClient);

// Asked at once rather than after the catalogue and the restore, which do not need its answer;
// `restored()` still applies it only once the persisted cache is back.
const currentUserAnswer = onlineManager.isOnline() ? fetchCurrentUser() : undefined;
currentUserAnswer?.catch(() => undefined);

// The code of the opened page downloads alongside the catalogue, the restore and the user check;
// running the page (guards, data) still waits for them.
for (const route of router.getMatchedRoutes(router.latestLocation.pathname)[0]) {
  void router.loadRouteChunk(route)?.catch(() => undefined);
}

/**
 * The router's guards read the cache (the current user) before the first page renders, so it starts
 * only once the persisted cache is back: offline, a guard would otherwise wait for a fetch that cannot run.
 */
function RestoredRouter() {
  return useIsRestoring() ? <FullPageSpinner /> : <RouterProvider router={router} />;
}

/**
 * The restored user may no longer be the one whose cookie this browser holds (logged out or switched
 * in another tab, session expired): online, ask the server before anything renders, so a switch wipes
 * the previous person's data first. Then changes queued before the reload replay, in order, as that user.
 */
async function restored() {
  if (currentUserAnswer) {
    await queryClient
      .fetchQuery({ ...currentUserQueryOptions(), queryFn: () => currentUserAnswer, staleTime: 0, retry: false })
      .catch(() => undefined);
    // The stored copy is for showing something at once, not proof of what the server holds now (a
    // refetch may have been cut short by the reload): online, everything restored is revalidated.
    const userHash = hashKey(userKeys.current());
    void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== userHash });
  }
  void queryClient.resumePausedMutations();
}

// public/boot.js already did this before the first paint; repeated in case it was blocked.
applyTheme(readDarkMode());

// Messages must be loaded before the first render: production builds keep only message ids.
void activateLocale(readLocale()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={restored}>
          <ToastProvider>
            <RestoredRouter />
          </ToastProvider>
        </PersistQueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
});

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  // Once the first page has rendered and painted (the frame after, then a task): the worker's script
  // and its precache downloads would otherwise compete with that page's own requests.
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    requestAnimationFrame(() =>
      setTimeout(() => void import('./lib/register-sw').then(({ registerServiceWorker }) => registerServiceWorker())),
    );
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { NotFound } from './features/shell/not-found';
import { routeTree } from './routeTree.gen';
import { FullPageSpinner } from './ui/spinner';

export interface RouterContext {
  queryClient: QueryClient;
  /** Loads offline support (start-up.ts) once; pages behind login await it, as they may queue changes. */
  offlineSupport: () => Promise<void>;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Query owns caching; the router must not keep its own copy of preloaded data.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageSpinner,
    // Loaded only when a page fails (or is not stored offline), so the first bundle does not carry it.
    defaultErrorComponent: lazyRouteComponent(() => import('./features/offline/offline-unavailable'), 'RouteErrorOrOffline'),
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

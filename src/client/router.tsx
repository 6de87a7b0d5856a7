import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from './features/shell/not-found';
import { routeTree } from './routeTree.gen';
import { FullPageSpinner } from './ui/spinner';

export interface RouterContext {
  queryClient: QueryClient;
  /** Loads offline support (start-up.ts) once; pages behind login await it, as they may queue changes. */
  offlineSupport: () => Promise<void>;
}

/** What the build's prerender (prerender.tsx) sets differently: the page's path, no scroll handling. */
interface PrerenderOptions {
  history: RouterHistory;
  scrollRestoration: false;
}

export function createAppRouter(context: RouterContext, prerender?: PrerenderOptions) {
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
    ...prerender,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

import { createRootRouteWithContext } from '@tanstack/react-router';
// Imported here, in the first bundle, so the browser's one-time install offer is caught before Settings opens.
import '../features/pwa/install-prompt';
import { lazy, Suspense } from 'react';
import { AppShell } from '../features/shell/app-shell';
import { currentUserQueryOptions } from '../features/user/current-user';
import { loadCatalogue } from '../lib/i18n';
import type { RouterContext } from '../router';

// Shown only once a new version has installed in the background, long after the first paint; a
// prerendered page hydrates it on its own when its code arrives, as the footer (decision 084).
const UpdatePrompt = lazy(async () => ({ default: (await import('../features/pwa/update-prompt')).UpdatePrompt }));

export const Route = createRootRouteWithContext<RouterContext>()({
  // Start the auth check at once; the header shows neutral until it answers, guarded pages await it.
  beforeLoad: async ({ context, location, matches }) => {
    void context.queryClient.prefetchQuery(currentUserQueryOptions());
    // The first bundle's catalogue covers the shell and the home page; the other public pages need more
    // words. Pages behind the login have theirs in the app catalogue (`_auth.tsx`); the login screen they
    // show a visitor loads the public pages' words itself (features/user/auth/require-user.tsx).
    const guarded = matches.some((match) => match.routeId === '/_auth');
    if (location.pathname !== '/' && !guarded) await loadCatalogue('pages');
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <AppShell />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </>
  );
}

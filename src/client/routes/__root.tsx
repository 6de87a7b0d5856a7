import { createRootRouteWithContext } from '@tanstack/react-router';
// Imported here, in the first bundle, so the browser's one-time install offer is caught before Settings opens.
import '../features/pwa/install-prompt';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { AppShell } from '../features/shell/app-shell';
import { currentUserQueryOptions } from '../features/user/current-user';
import { loadCatalogue } from '../lib/i18n';
import type { RouterContext } from '../router';

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
      <UpdatePrompt />
    </>
  );
}

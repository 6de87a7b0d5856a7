import { createRootRouteWithContext } from '@tanstack/react-router';
// Imported here, in the first bundle, so the browser's one-time install offer is caught before Settings opens.
import '../features/pwa/install-prompt';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { AppShell } from '../features/shell/app-shell';
import { currentUserQueryOptions } from '../features/user/current-user';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Start the session check at once; the header shows neutral until it answers, guarded pages await it.
  beforeLoad: ({ context }) => {
    void context.queryClient.prefetchQuery(currentUserQueryOptions());
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

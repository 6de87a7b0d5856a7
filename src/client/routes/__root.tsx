import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../features/shell/app-shell';
import { currentUserQueryOptions } from '../features/user/api';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Start the session check at once; the header shows neutral until it answers, guarded pages await it.
  beforeLoad: ({ context }) => {
    void context.queryClient.prefetchQuery(currentUserQueryOptions());
  },
  component: AppShell,
});

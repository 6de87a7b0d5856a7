import { createFileRoute, Outlet } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../features/user/api';
import { loadAuthenticationScreen } from '../features/user/auth/load-authentication-screen';
import { RequireUser } from '../features/user/auth/require-user';

/** Pathless layout for every page that needs a login; visitors get the login prompt in place. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context }) => {
    // A network failure leaves the guard to show the login prompt rather than an error page.
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    // A visitor gets the login screen: its code loads alongside the page's rather than after it.
    if (!user) void loadAuthenticationScreen().catch(() => undefined);
  },
  component: GuardedLayout,
});

function GuardedLayout() {
  return (
    <RequireUser>
      <Outlet />
    </RequireUser>
  );
}

import { createFileRoute, Outlet } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../features/user/current-user';
import { loadAuthenticationScreen } from '../features/user/auth/load-authentication-screen';
import { RequireUser } from '../features/user/auth/require-user';
import { loadCatalogue } from '../lib/i18n';

/** Pathless layout for every page that needs a login; visitors get the login prompt in place. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context }) => {
    // A network failure leaves the guard to show the login prompt rather than an error page.
    const [user] = await Promise.all([
      context.queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null),
      // Their words are in the app catalogue (lib/i18n.ts); the first bundle has only the site's.
      loadCatalogue('app'),
    ]);
    // These pages may queue changes offline: the queue's mutation defaults must be registered first.
    if (user) await context.offlineSupport();
    // A visitor gets the login screen: its code loads alongside the page's rather than after it.
    else void loadAuthenticationScreen().catch(() => undefined);
    // The pages' loaders ask for their data only for someone logged in; a visitor gets the login prompt.
    return { user };
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

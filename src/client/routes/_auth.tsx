import { createFileRoute, Outlet } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../features/user/api';
import { RequireUser } from '../features/user/auth/require-user';

/** Pathless layout for every page that needs a login; visitors get the login prompt in place. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context }) => {
    // A network failure leaves the guard to show the login prompt rather than an error page.
    await context.queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
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

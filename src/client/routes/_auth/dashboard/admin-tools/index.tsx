import { createFileRoute, redirect } from '@tanstack/react-router';

/** The console opens on its first section, the overview. */
export const Route = createFileRoute('/_auth/dashboard/admin-tools/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/admin-tools/overview', replace: true });
  },
});

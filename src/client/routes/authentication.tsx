import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { currentUserQueryOptions } from '../features/user/api';
import { AuthenticationPage } from '../features/user/auth/authentication-page';

const searchSchema = z.object({
  // The mailed reset link: /authentication?reset=<token>
  reset: z.catch(z.optional(z.string()), undefined),
  mode: z.catch(z.optional(z.enum(['login', 'signup', 'forgot'])), undefined),
});

export const Route = createFileRoute('/authentication')({
  validateSearch: searchSchema,
  beforeLoad: async ({ context, search }) => {
    if (search.reset) return;
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    if (user) throw redirect({ to: '/dashboard' });
  },
  component: AuthenticationRoute,
});

function AuthenticationRoute() {
  const { mode, reset } = Route.useSearch();
  return <AuthenticationPage view={mode} resetToken={reset} />;
}

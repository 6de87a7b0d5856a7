import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../features/user/current-user';
import { AuthenticationPage } from '../features/user/auth/authentication-page';
import type { SignupRole } from '../../shared/domain/roles';
import { optionalChoice } from '../lib/search-values';

const authenticationModes = ['login', 'signup', 'forgot'] as const;
const signupRoles = ['mentee', 'mentor'] as const;
type AuthenticationMode = (typeof authenticationModes)[number];

const validateSearch = (
  search: Record<string, unknown>,
): { reset?: string | undefined; mode?: AuthenticationMode | undefined; role?: SignupRole | undefined } => ({
  // The mailed reset link: /authentication?reset=<token>
  reset: typeof search.reset === 'string' ? search.reset : undefined,
  mode: optionalChoice(search.mode, authenticationModes),
  // The role sign-up starts with: "Get started" is for learners, "Become a mentor" for mentors.
  role: optionalChoice(search.role, signupRoles),
});

export const Route = createFileRoute('/authentication')({
  validateSearch,
  beforeLoad: async ({ context, search }) => {
    if (search.reset) return;
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    if (user) throw redirect({ to: '/dashboard' });
  },
  component: AuthenticationRoute,
});

function AuthenticationRoute() {
  const { mode, reset, role } = Route.useSearch();
  return <AuthenticationPage view={mode} resetToken={reset} signupRole={role} />;
}

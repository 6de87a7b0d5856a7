import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/user/verification/verify-email-page';

const validateSearch = (search: Record<string, unknown>): { token?: string | undefined; next?: string | undefined } => ({
  token: typeof search.token === 'string' ? search.token : undefined,
  next: typeof search.next === 'string' ? search.next : undefined,
});

export const Route = createFileRoute('/verify-email')({ validateSearch, component: VerifyEmailRoute });

function VerifyEmailRoute() {
  const { token, next } = Route.useSearch();
  return <VerifyEmailPage token={token} next={next} />;
}

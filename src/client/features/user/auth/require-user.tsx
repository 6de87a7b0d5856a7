import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, use, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-error';
import { loadCatalogue } from '../../../lib/i18n';
import { Page } from '../../../ui/page';
import { FullPageSpinner, Spinner } from '../../../ui/spinner';
import { useCurrentUser } from '../api';
import { loadAuthenticationScreen } from './load-authentication-screen';

const AuthenticationScreen = lazy(() => loadAuthenticationScreen().then((module) => ({ default: module.AuthenticationScreen })));

/**
 * Guards the protected pages: a full-page spinner while the user loads, else for visitors the notice
 * with the authentication screen embedded; after logging in there the visitor stays on the page they
 * asked for, which now renders.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { data: user, isPending, error } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (user) return children;
  // The server runs a newer version: the route's error component says so and offers a reload.
  if (error instanceof ApiError && error.contractChanged) throw error;
  // The login screen's words are in the public pages' catalogue, which pages behind the login skip.
  use(loadCatalogue('pages'));
  return (
    <Page title={t`Please log in to view this page.`}>
      <Suspense fallback={<Spinner />}>
        <AuthenticationScreen onAuthenticated={() => window.scrollTo(0, 0)} />
      </Suspense>
    </Page>
  );
}

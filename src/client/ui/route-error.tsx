import { useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../lib/api-error';
import { Button } from './button';
import { ErrorMessage } from './form-message';
import { row, stack } from './layout.css';
import { Page } from './page';

/**
 * What a page shows when its data (a loader or a suspense query) or its code failed, in the user's
 * language: the server's message when it sent one, and a way to try again.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  // A failed suspense query is asked again on the next render only once its error boundary is reset.
  useEffect(() => queryErrorReset.reset(), [queryErrorReset]);
  const apiError = error instanceof ApiError ? error : null;
  const unreachable = apiError?.status === 0;
  return (
    <Page title={apiError?.contractChanged ? t`New version available` : t`Something went wrong`}>
      <div className={stack}>
        <ErrorMessage
          error={error}
          fallback={unreachable ? t`The server could not be reached. Check your connection.` : t`This page could not be loaded.`}
        />
        <div className={row}>
          {apiError?.contractChanged ? (
            <Button onClick={() => window.location.reload()}>{t`Reload`}</Button>
          ) : (
            <Button onClick={() => void router.invalidate()}>{t`Try again`}</Button>
          )}
        </div>
      </div>
    </Page>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { safeNextPath } from '../../../../shared/domain/next-path';
import { buttonClass } from '../../../ui/button';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useVerifyEmail } from './api';

/**
 * /verify-email?token=…&next=…: the mailed link. Confirms once, then brings the person back to where
 * they signed up (the booking they were choosing), or to the dashboard.
 */
export function VerifyEmailPage({ token, next }: { token: string | undefined; next: string | undefined }) {
  const { t } = useLingui();
  const verify = useVerifyEmail();
  const navigate = useNavigate();
  const toast = useToast();
  const sent = useRef(false);
  const target = safeNextPath(next) ?? '/dashboard';

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(
      { token },
      {
        onSuccess: (message) => {
          toast(message, { tone: 'success' });
          // A path of this app, checked above; the router takes it as it is.
          void navigate({ href: target, replace: true });
        },
      },
    );
  }, [token, verify, navigate, toast, target]);

  return (
    <Page title={t`Confirm your email address`}>
      {!token ? (
        <FormMessage tone="error">{t`This link is incomplete. Open the whole link from the mail, or send a new one from your dashboard.`}</FormMessage>
      ) : verify.isError ? (
        <>
          <ErrorMessage error={verify.error} fallback={t`The address could not be confirmed. Please try again.`} />
          <p>
            <Link to="/dashboard" className={buttonClass('secondary')}>
              {t`Go to your dashboard`}
            </Link>
          </p>
        </>
      ) : verify.isSuccess ? (
        <FormMessage tone="success">{verify.data}</FormMessage>
      ) : (
        <Spinner />
      )}
    </Page>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { AuthUser } from '../../../../shared/contracts/user';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { currentAppPath, useResendVerification } from './api';

/** Until the address is confirmed: why it matters for this role, where the link went, and "Resend". */
export function VerifyEmailBanner({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  const email = user.email;
  return (
    <Card title={t`Confirm your email address`}>
      <p>
        {user.role === 'mentor'
          ? t`Mentees find you once you confirm your address: open the link we sent to ${email}.`
          : t`You can book sessions once you confirm your address: open the link we sent to ${email}.`}
      </p>
      {resend.isSuccess ? <FormMessage tone="success">{resend.data}</FormMessage> : null}
      {resend.isError ? <ErrorMessage error={resend.error} fallback={t`The mail could not be sent. Please try again later.`} /> : null}
      <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate({ next: currentAppPath() })}>
        {resend.isPending ? t`Sending…` : t`Resend`}
      </Button>
    </Card>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorMessage, FormMessage } from '../../ui/form-message';
import { OfflineNotice } from '../../ui/offline-notice';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../user/api';
import { useCompleteOnboarding } from './api';
import * as styles from './earnings.css';

/** The simulated provider's accounts (no Stripe keys): the server names them so in the onboarding link. */
const isSimulatedAccount = (account: string | undefined) => Boolean(account?.startsWith('sim_acct_'));

/**
 * /dashboard/payout-onboarding: where payout onboarding returns to. With Stripe, the mentor comes back
 * from Stripe's pages and the account is checked at once; without keys there are no such pages, and
 * this page stands in for them: it says so and completes a test account with one button.
 */
export function PayoutOnboardingPage({ account }: { account?: string }) {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  if (user?.role !== 'mentor') {
    return (
      <Page title={t`Payout account`}>
        <p>{t`Payout accounts are for mentors.`}</p>
      </Page>
    );
  }
  return isSimulatedAccount(account) ? <SimulatedOnboarding /> : <ReturnFromProvider />;
}

function useFinish() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const complete = useCompleteOnboarding();
  const finish = () =>
    complete.mutate(undefined, {
      onSuccess: ({ onboarded }) => {
        if (!onboarded) return;
        toast(t`Your payout account is connected.`, { tone: 'success' });
        void navigate({ to: '/dashboard/earnings' });
      },
    });
  return { complete, finish };
}

function SimulatedOnboarding() {
  const { t } = useLingui();
  const online = useOnline();
  const { complete, finish } = useFinish();
  return (
    <Page title={t`Connect your payout account`}>
      <Card title={t`Test payout account`}>
        <div className={styles.notice}>
          <p>
            <strong>{t`This is a simulated payout account.`}</strong>{' '}
            {t`This server runs without a payment provider, so no bank details are asked for and no real money is ever sent. In production, this step opens the payment provider's own pages.`}
          </p>
        </div>
        <p>{t`Completing it marks your account as ready: payout runs then count your available earnings as paid out to it.`}</p>
        <div className={styles.cardHead}>
          <Button onClick={finish} disabled={complete.isPending || !online}>
            {t`Complete test onboarding`}
          </Button>
        </div>
        <OfflineNotice message={t`You are offline. Connecting a payout account needs a connection.`} />
        {complete.error ? <ErrorMessage error={complete.error} fallback={t`That did not work. Please try again.`} /> : null}
      </Card>
    </Page>
  );
}

/** Back from Stripe's onboarding: asks the server once whether the account is ready. */
function ReturnFromProvider() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { complete, finish } = useFinish();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    finish();
  }, [finish]);
  return (
    <Page title={t`Connect your payout account`}>
      {complete.isPending || complete.isIdle ? <Spinner /> : null}
      {complete.data && !complete.data.onboarded ? (
        <FormMessage tone="error">{t`Your payout account is not finished yet. Continue where you left off from the Earnings page.`}</FormMessage>
      ) : null}
      {complete.error ? <ErrorMessage error={complete.error} fallback={t`That did not work. Please try again.`} /> : null}
      {complete.isPending ? null : (
        <p>
          <Button variant="secondary" onClick={() => void navigate({ to: '/dashboard/earnings' })}>
            {t`Back to Earnings`}
          </Button>
        </p>
      )}
    </Page>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { Subscription } from '../../../shared/contracts/money';
import { useOnline } from '../../lib/use-online';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorMessage } from '../../ui/form-message';
import { badge, muted, row, stack } from '../../ui/layout.css';
import { OfflineNotice } from '../../ui/offline-notice';
import { formatDate } from '../session/format';
import { useCurrentUser } from '../user/api';
import { useViewerTimeZone } from '../user/time-zone';
import { usePackTexts } from './pack-texts';
import { lines } from './receipts.css';
import { packsQueryOptions, subscriptionQueryOptions, useCancelSubscription } from './packs-api';

const ConfirmDialog = lazy(() => import('../../ui/dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * Settings' subscription card, for mentees: the monthly plan's status and when its period ends, and
 * "Cancel subscription" (at the period's end, after a confirmation), as Stripe's billing portal has it.
 */
export function SubscriptionCard() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const isMentee = user?.role === 'mentee';
  const subscription = useQuery({ ...subscriptionQueryOptions(), enabled: isMentee });
  if (!isMentee) return null;
  return (
    <Card title={t`Subscription`} data-testid="subscription">
      {subscription.data ? (
        <SubscriptionDetails subscription={subscription.data} />
      ) : subscription.isError ? (
        <ErrorMessage error={subscription.error} />
      ) : subscription.data === null ? (
        <div className={stack}>
          <p className={muted}>{t`You have no subscription. The monthly plan adds 18 sessions every month.`}</p>
          <div className={row}>
            <Link to="/pricing" className={buttonClass('secondary')}>
              {t`See the plans`}
            </Link>
          </div>
        </div>
      ) : (
        <OfflineNotice message={t`You are offline. Your subscription shows once you are online.`} />
      )}
    </Card>
  );
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const timeZone = useViewerTimeZone();
  const packs = useQuery(packsQueryOptions());
  const packTexts = usePackTexts();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const pack = packs.data?.find((candidate) => candidate.id === subscription.packId);
  const texts = pack ? packTexts(pack) : null;
  const periodEnd = formatDate(subscription.currentPeriodEnd, i18n.locale, timeZone);
  const active = subscription.status === 'active';
  const sessionsPerMonth = pack?.sessions ?? 0;
  const price = texts?.total ?? '';

  return (
    <div className={`${stack} ${lines}`}>
      <p className={row}>
        <strong>{texts?.name ?? t`Monthly subscription`}</strong>
        <span className={badge} data-testid="subscription-status">
          {active ? t`Active` : t`Canceled`}
        </span>
      </p>
      {texts && pack ? <p className={muted}>{t`${sessionsPerMonth} sessions every month for ${price}.`}</p> : null}
      <p data-testid="subscription-period">
        {active
          ? t`Renews on ${periodEnd}.`
          : t`Ends on ${periodEnd}. No further payment is taken; your pack sessions stay yours.`}
      </p>
      {cancel.isError ? <ErrorMessage error={cancel.error} lead={t`The subscription could not be canceled.`} /> : null}
      {active ? (
        <>
          <OfflineNotice message={t`You are offline. Changing the subscription needs an internet connection.`} />
          <div className={row}>
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={!online || cancel.isPending}>
              {cancel.isPending ? t`Processing...` : t`Cancel subscription`}
            </Button>
          </div>
        </>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            title={t`Cancel your subscription?`}
            confirmLabel={t`Yes, cancel the subscription`}
            keepLabel={t`Keep the subscription`}
            onConfirm={() => cancel.mutate()}
            onClose={() => setConfirming(false)}
          >
            <p>{t`It stays active until ${periodEnd}, then no further payment is taken. Pack sessions you already have stay yours.`}</p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </div>
  );
}

import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Pack } from '../../../shared/contracts/money';
import { useOnline } from '../../lib/use-online';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormMessage } from '../../ui/form-message';
import { row } from '../../ui/layout.css';
import { Page } from '../../ui/page';
import { useCurrentUser } from '../user/api';
import { paymentConfigQueryOptions } from './api';
import { CardPayment } from './card-payment';
import { usePackTexts } from './pack-texts';
import { packsQueryOptions, subscriptionQueryOptions, usePackPaymentTarget } from './packs-api';
import * as styles from './payment.css';
import { TermsCheckbox, useTermsReason } from './terms-checkbox';

/**
 * /dashboard/purchase/$packId: a pricing plan bought with the booking page's card form, as Stripe
 * Checkout shows it: the order beside the card. Paying adds the pack's sessions to the balance (the
 * monthly plan starts the subscription); a declined card or a page left before paying adds nothing.
 */
export function PurchasePage({ packId }: { packId: string }) {
  const { t } = useLingui();
  const packs = useSuspenseQuery(packsQueryOptions());
  const { data: user } = useCurrentUser();
  const [bought, setBought] = useState(false);
  const pack = packs.data.find((candidate) => candidate.id === packId);
  if (!pack) return <PurchaseNotFound />;

  return (
    <Page title={pack.recurring ? t`Subscribe` : t`Buy sessions`}>
      {user?.role !== 'mentee' ? (
        <div className={styles.layout}>
          <FormMessage tone="error">{t`Only mentees buy sessions. Log in with a mentee account to buy this plan.`}</FormMessage>
          <Link to="/dashboard" className={buttonClass('primary')}>
            {t`Go to your dashboard`}
          </Link>
        </div>
      ) : bought ? (
        <Bought pack={pack} />
      ) : (
        <Checkout
          pack={pack}
          onPaid={() => {
            setBought(true);
            // On a phone the pay button sat far below the page's top, where what was added is now said.
            window.scrollTo(0, 0);
          }}
        />
      )}
    </Page>
  );
}

function Checkout({ pack, onPaid }: { pack: Pack; onPaid: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const config = useSuspenseQuery(paymentConfigQueryOptions());
  const subscription = useQuery({ ...subscriptionQueryOptions(), enabled: pack.recurring !== null });
  const target = usePackPaymentTarget(pack.id);
  const [agreed, setAgreed] = useState(false);
  const termsReason = useTermsReason(agreed);
  const texts = usePackTexts()(pack);
  const amount = texts.price;

  if (pack.recurring && subscription.data?.status === 'active') {
    return (
      <div className={styles.layout}>
        <FormMessage tone="success">{t`You already have the monthly subscription. Settings shows it and lets you cancel it.`}</FormMessage>
        <Link to="/dashboard/settings" className={buttonClass('primary')}>
          {t`Open Settings`}
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.purchase}>
      <OrderSummary pack={pack} />
      <div className={styles.purchaseColumn}>
        {!online ? (
          <FormMessage tone="error">{t`You are offline. Buying sessions needs an internet connection.`}</FormMessage>
        ) : null}
        <Card>
          <CardPayment
            config={config.data}
            target={target}
            disabled={!online || !agreed}
            payLabel={pack.recurring ? t`Subscribe for ${amount}` : t`Pay ${amount}`}
            terms={<TermsCheckbox agreed={agreed} onChange={setAgreed} />}
            disabledReason={termsReason}
            onPaid={onPaid}
          />
        </Card>
      </div>
    </div>
  );
}

function OrderSummary({ pack }: { pack: Pack }) {
  const { t } = useLingui();
  const texts = usePackTexts()(pack);
  const sessions = pack.sessions;
  return (
    <Card title={t`Your order`}>
      <div className={styles.summary}>
        <div>
          <p className={styles.personName}>{texts.name}</p>
          <p className={styles.muted}>{texts.description}</p>
        </div>
        <dl className={styles.details}>
          <dt className={styles.term}>{t`Sessions`}</dt>
          <dd className={styles.definition}>{pack.recurring ? t`${sessions} every month` : sessions}</dd>
          <dt className={styles.term}>{t`Per session`}</dt>
          <dd className={styles.definition}>{texts.perSession}</dd>
          {pack.recurring ? (
            <>
              <dt className={styles.term}>{t`Renews`}</dt>
              <dd className={styles.definition}>{t`Every month until you cancel`}</dd>
            </>
          ) : null}
          <dt className={styles.term}>{t`Total`}</dt>
          <dd className={`${styles.definition} ${styles.amount}`} data-testid="purchase-amount">
            {texts.price}
          </dd>
        </dl>
      </div>
    </Card>
  );
}

/** Paid: what was added and what the balance now holds (read again from the server). */
function Bought({ pack }: { pack: Pack }) {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const sessions = pack.sessions;
  const credits = user ? user.sessionCredits : null;
  return (
    <div className={styles.layout}>
      <FormMessage tone="success">
        {pack.recurring ? (
          <Plural value={sessions} one="Your subscription has started: # pack session was added." other="Your subscription has started: # pack sessions were added." />
        ) : (
          <Plural value={sessions} one="Payment received: # pack session was added." other="Payment received: # pack sessions were added." />
        )}
      </FormMessage>
      {credits !== null ? (
        <p data-testid="purchase-balance">
          <Plural value={credits} one="You now have # pack session. The receipt is in your mail and in Settings." other="You now have # pack sessions. The receipt is in your mail and in Settings." />
        </p>
      ) : null}
      <div className={row}>
        <Link to="/dashboard/search" className={buttonClass('primary')}>
          {t`Find a mentor`}
        </Link>
        <Link to="/dashboard" className={buttonClass('ghost')}>
          {t`Go to your dashboard`}
        </Link>
      </div>
    </div>
  );
}

/** An id no plan has: nothing to buy, the pricing page is where the plans are. */
export function PurchaseNotFound() {
  const { t } = useLingui();
  return (
    <Page title={t`Buy sessions`}>
      <div className={styles.layout}>
        <FormMessage tone="error">{t`This plan does not exist.`}</FormMessage>
        <Link to="/pricing" className={buttonClass('primary')}>
          {t`See the plans`}
        </Link>
      </div>
    </Page>
  );
}

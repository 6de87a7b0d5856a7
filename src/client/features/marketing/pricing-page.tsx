import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useSyncExternalStore } from 'react';
import type { Pack } from '../../../shared/contracts/money';
import type { PackId } from '../../../shared/domain/money';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { grid, visuallyHidden } from '../../ui/layout.css';
import { Page } from '../../ui/page';
import { packsQueryOptions } from '../payment/packs-api';
import * as styles from './marketing.css';

interface Plan {
  /** The pack the purchase page sells (the server's `GET /app/payment/packs` ids). */
  packId: PackId;
  title: string;
  features: string[];
  /** The button names the plan: "Choose 10 classes", not a bare "Go". */
  action: string;
}

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the prerendered page (whose prices are unknown at build time), true after
 * and on every later render: the persisted cache may already hold the packs at hydration, and the
 * markup must match the prerendered one until hydration is done.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The plan's price from the server's packs (prices are server configuration, decision 113): a number
 * is shown only once the server (or the copy of its answer kept for offline use) has said it; the
 * prerendered page and a visitor offline without that copy say so instead of a figure that may be old.
 */
function PlanPrice({ packId, packs, failed }: { packId: PackId; packs: Pack[] | undefined; failed: boolean }) {
  const { t, i18n } = useLingui();
  const pack = packs?.find((candidate) => candidate.id === packId);
  if (!pack) {
    return (
      <div className={styles.priceSlot} aria-busy={!failed} data-testid="plan-price">
        {failed ? (
          <p className={styles.priceUnknown}>{t`Prices show when you are online.`}</p>
        ) : (
          <>
            <span className={styles.priceSkeleton} aria-hidden="true" />
            <span className={visuallyHidden}>{t`Loading the price…`}</span>
          </>
        )}
      </div>
    );
  }
  // Whole amounts without cents, as price lists print them: "€80", "€6.67".
  const money = (cents: number) =>
    i18n.number(cents / 100, { style: 'currency', currency: pack.currency, minimumFractionDigits: cents % 100 ? 2 : 0 });
  const total = money(pack.priceCents);
  const perSession = money(Math.round(pack.priceCents / pack.sessions));
  return (
    <div className={styles.priceSlot} data-testid="plan-price">
      <p className={styles.price}>
        {total}
        {pack.recurring ? <span className={styles.pricePeriod}> {t`a month`}</span> : null}
      </p>
      <p className={styles.perSession}>
        {pack.sessions === 1 ? t`per class` : pack.recurring ? t`About ${perSession} per class` : t`${perSession} per class`}
      </p>
    </div>
  );
}

function PlanCard({ plan, packs, failed }: { plan: Plan; packs: Pack[] | undefined; failed: boolean }) {
  const titleId = useId();
  return (
    <Card>
      <div className={styles.priceCard}>
        <h2 id={titleId}>{plan.title}</h2>
        <PlanPrice packId={plan.packId} packs={packs} failed={failed} />
        <ul className={styles.priceFeatures}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {/* The plan's checkout; a visitor logs in or signs up there first and stays on it. */}
        <Link
          to="/dashboard/purchase/$packId"
          params={{ packId: plan.packId }}
          className={buttonClass('primary', { block: true })}
          aria-describedby={titleId}
        >
          {plan.action}
        </Link>
      </div>
    </Card>
  );
}

/**
 * The three plans. What they are is the product's and prerendered; what they cost is the server's
 * configuration, read at run time (`GET /app/payment/packs`) and kept for offline use.
 */
export function PricingPage() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const packs = useQuery(packsQueryOptions());
  const known = hydrated ? packs.data : undefined;
  // Offline the query waits (paused) rather than fails: either way there is no figure to show.
  const failed = hydrated && !packs.data && (packs.isError || packs.fetchStatus === 'paused');
  const plans: Plan[] = [
    {
      packId: 'monthly-18',
      title: t`Monthly subscription`,
      features: [t`18 classes per month`, t`Cancel any time`],
      action: t`Choose the subscription`,
    },
    {
      packId: 'pack-10',
      title: t`10 classes`,
      features: [t`10 classes to use when you like`, t`They do not expire`],
      action: t`Choose 10 classes`,
    },
    {
      packId: 'single',
      title: t`1 class`,
      features: [t`A single one-hour class`, t`Your second class at 50% off`],
      action: t`Choose 1 class`,
    },
  ];
  return (
    <Page title={t`Pricing`} intro={t`Simple prices for one-hour sessions. Choose what suits your pace.`}>
      <div className={grid}>
        {plans.map((plan) => (
          <PlanCard key={plan.packId} plan={plan} packs={known} failed={failed} />
        ))}
      </div>
    </Page>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { PackId } from '../../../shared/domain/money';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { grid } from '../../ui/layout.css';
import { Page } from '../../ui/page';
import * as styles from './marketing.css';

interface Plan {
  /** The pack the purchase page sells (the server's `GET /app/payment/packs` ids). */
  packId: PackId;
  title: string;
  price: string;
  features: string[];
  /** The button names the plan: "Choose 10 classes", not a bare "Go". */
  action: string;
}

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = useId();
  return (
    <Card>
      <div className={styles.priceCard}>
        <h2 id={titleId}>{plan.title}</h2>
        <p className={styles.price}>{plan.price}</p>
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

/** The prices of docs/product.md (Money), formatted for the chosen language. */
export function PricingPage() {
  const { t, i18n } = useLingui();
  const euro = (amount: number) =>
    i18n.number(amount, { style: 'currency', currency: 'EUR', minimumFractionDigits: amount % 1 ? 2 : 0 });
  const perClassSubscription = euro(6.66);
  const perClassPackage = euro(8);
  const plans: Plan[] = [
    {
      packId: 'monthly-18',
      title: t`Monthly subscription`,
      price: euro(120),
      features: [t`18 classes per month`, t`About ${perClassSubscription} per class`],
      action: t`Choose the subscription`,
    },
    {
      packId: 'pack-10',
      title: t`10 classes`,
      price: euro(80),
      features: [t`10 classes to use when you like`, t`${perClassPackage} per class`],
      action: t`Choose 10 classes`,
    },
    {
      packId: 'single',
      title: t`1 class`,
      price: euro(10),
      features: [t`A single one-hour class`, t`Your second class at 50% off`],
      action: t`Choose 1 class`,
    },
  ];
  return (
    <Page title={t`Pricing`} intro={t`Simple prices for one-hour sessions. Choose what suits your pace.`}>
      <div className={grid}>
        {plans.map((plan) => (
          <PlanCard key={plan.title} plan={plan} />
        ))}
      </div>
    </Page>
  );
}

import { lazy, Suspense } from 'react';
import type { PaymentConfig } from '../../../shared/contracts/payment';
import { Spinner } from '../../ui/spinner';
import type { CardFormProps } from './card-form-types';
import { SimulatedCardForm } from './simulated-card-form';

/** Stripe's wrapper and Stripe.js load only here, and only when Stripe is the configured provider. */
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The configured provider's card form: Stripe Elements when Stripe is set up, the test form otherwise. */
export function CardPayment({ config, ...props }: CardFormProps & { config: PaymentConfig }) {
  if (config.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<Spinner />}>
        <StripeCardForm publishableKey={config.publishableKey} {...props} />
      </Suspense>
    );
  }
  return <SimulatedCardForm {...props} />;
}

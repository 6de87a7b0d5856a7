import type { ReactNode } from 'react';

/**
 * What a card pays for: a held booking or a pack. The form asks it for the intent's client secret and,
 * once the provider confirmed the card, lets it refresh what the payment changed.
 */
export interface PaymentTarget {
  createIntent: () => Promise<string>;
  afterConfirmation: () => Promise<void>;
}

/** What a page hands to either card form (simulated or Stripe). */
export interface CardFormProps {
  target: PaymentTarget;
  /** Why paying is impossible right now (offline, terms not accepted), shown by the page; the button is disabled meanwhile. */
  disabled: boolean;
  /** Said beside the disabled pay button when the person can fix it there (the terms not yet accepted). */
  disabledReason?: string;
  /** The pay button's words, with the amount ("Pay €10.00"). */
  payLabel: string;
  /** The terms checkbox, placed directly above the pay button. */
  terms: ReactNode;
  onPaid: () => void;
}

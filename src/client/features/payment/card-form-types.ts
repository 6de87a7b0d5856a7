import type { ReactNode } from 'react';

/** What the booking page hands to either card form (simulated or Stripe). */
export interface CardFormProps {
  bookingId: string;
  /** Why paying is impossible right now (offline, terms not accepted), shown by the page; the button is disabled meanwhile. */
  disabled: boolean;
  /** The pay button's words, with the amount ("Pay €10.00"). */
  payLabel: string;
  /** The terms checkbox, placed directly above the pay button. */
  terms: ReactNode;
  onPaid: () => void;
}

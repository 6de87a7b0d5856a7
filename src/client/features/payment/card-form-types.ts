/** What the booking page hands to either card form (simulated or Stripe). */
export interface CardFormProps {
  bookingId: string;
  /** Why paying is impossible right now (offline), shown by the page; the button is disabled meanwhile. */
  disabled: boolean;
  onPaid: () => void;
}

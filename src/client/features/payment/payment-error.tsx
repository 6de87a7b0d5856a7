import { ApiError } from '../../lib/api-error';
import { ErrorMessage, FormMessage } from '../../ui/form-message';

/** A failed payment step: the provider's own message as is, else the spec's text for that step. */
export type PaymentFailure = { kind: 'provider'; message: string } | { kind: 'step'; lead: string; error: unknown };

export function PaymentErrorMessage({ failure }: { failure: PaymentFailure | null }) {
  if (!failure) return null;
  if (failure.kind === 'provider') return <FormMessage tone="error">{failure.message}</FormMessage>;
  return <ErrorMessage error={failure.error} lead={failure.lead} />;
}

/** The card provider refused the card in the browser (Stripe.js), with its own message. */
export class CardDeclinedError extends Error {
  override readonly name = 'CardDeclinedError';
}

/**
 * The card provider's message (declined, invalid number…), shown exactly as sent: from Stripe.js, or
 * a 402 of our server for the simulated provider.
 */
export function providerMessage(error: unknown): string | null {
  if (error instanceof CardDeclinedError) return error.message;
  return error instanceof ApiError && error.status === 402 ? error.serverMessage : null;
}

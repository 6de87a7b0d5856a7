import { Plural, useLingui } from '@lingui/react/macro';
import { Card } from '../../ui/card';
import { Button } from '../../ui/button';
import { ErrorMessage } from '../../ui/form-message';
import { useConfirmCreditSlot, useConfirmFreeSlot } from './api';
import type { MenteeBalance } from './session-price';
import * as styles from './payment.css';

/**
 * The booking page's offer to confirm without a card: a free-session token (from a cancellation) comes
 * first, a pack session beside it, paying by card one tap away. Each confirms the held booking at once.
 */
export function PrepaidChoice({
  bookingId,
  balance,
  online,
  amount,
  onPaid,
  onPayInstead,
}: {
  bookingId: string;
  balance: MenteeBalance;
  online: boolean;
  /** The card price, for "Pay €10.00 instead". */
  amount: string;
  onPaid: () => void;
  onPayInstead: () => void;
}) {
  const { t } = useLingui();
  const freeSlot = useConfirmFreeSlot(bookingId);
  const creditSlot = useConfirmCreditSlot(bookingId);
  const tokens = balance.freeSessions;
  const credits = balance.packSessions;
  const busy = freeSlot.isPending || creditSlot.isPending;
  // The promise settles even if this part unmounts when the refreshed booking reads "confirmed".
  const confirmFree = () => void freeSlot.mutateAsync().then(onPaid, () => undefined);
  const confirmCredit = () => void creditSlot.mutateAsync().then(onPaid, () => undefined);
  const failed = freeSlot.error ?? creditSlot.error;
  const title = tokens > 0 && credits > 0 ? t`Prepaid sessions` : tokens > 0 ? t`Free session` : t`Pack session`;

  return (
    <Card title={title}>
      <div className={styles.cardForm}>
        {tokens > 0 ? (
          <p className={styles.prepaidNote}>
            {t`You have ${tokens} free session(s) from a cancellation. Use one for this booking instead of paying.`}
          </p>
        ) : null}
        {credits > 0 ? (
          <p className={styles.prepaidNote} data-testid="pack-sessions-left">
            <Plural
              value={credits}
              one="You have # pack session left. Use it for this booking instead of paying."
              other="You have # pack sessions left. Use one for this booking instead of paying."
            />
          </p>
        ) : null}
        {failed ? <ErrorMessage error={failed} lead={t`An error occurred while confirming your booking.`} /> : null}
        <div className={styles.actions}>
          {tokens > 0 ? (
            <Button onClick={confirmFree} disabled={!online || busy}>
              {freeSlot.isPending ? t`Processing...` : t`Use a free session`}
            </Button>
          ) : null}
          {credits > 0 ? (
            <Button variant={tokens > 0 ? 'secondary' : 'primary'} onClick={confirmCredit} disabled={!online || busy}>
              {creditSlot.isPending ? t`Processing...` : t`Use a pack session`}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onPayInstead}>
            {t`Pay ${amount} instead`}
          </Button>
        </div>
      </div>
    </Card>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../ui/button';
import * as styles from './payment.css';

/**
 * The pay button, with why it is still disabled right beside it ("Accept the terms to pay."). On a
 * phone it stays at the bottom of the screen until the form's end scrolls into view, so the way to
 * finish is on the first screen whatever the language; the page keeps focused fields clear of it
 * (payment.css.ts, `payBar`).
 */
export function PayBar({
  label,
  busy,
  disabled,
  disabledReason,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  disabledReason?: string;
}) {
  const { t } = useLingui();
  const reasonId = useId();
  const reason = disabled && !busy ? disabledReason : undefined;
  return (
    <div className={styles.payBar} data-testid="pay-bar">
      {reason ? (
        <p id={reasonId} className={styles.payReason} data-testid="terms-needed">
          {reason}
        </p>
      ) : null}
      <Button type="submit" className={styles.payButton} disabled={disabled || busy} aria-describedby={reason ? reasonId : undefined}>
        {busy ? t`Processing...` : label}
      </Button>
    </div>
  );
}

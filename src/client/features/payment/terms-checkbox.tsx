import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CheckboxField } from '../../ui/field';
import * as styles from './payment.css';

/**
 * Directly above the pay button; the card fields stay in place either way (no jump on acceptance).
 * Until it is ticked the pay button says why it is disabled (`useTermsReason`).
 */
export function TermsCheckbox({ agreed, onChange }: { agreed: boolean; onChange: (agreed: boolean) => void }) {
  const { t } = useLingui();
  return (
    <div>
      <CheckboxField
        label={t`I agree to the terms and conditions`}
        checked={agreed}
        onChange={(event) => onChange(event.target.checked)}
      />
      <p className={styles.termsNote}>
        <Trans>
          Read the{' '}
          <Link to="/terms" target="_blank">
            terms and conditions
          </Link>{' '}
          (opens in a new tab).
        </Trans>
      </p>
    </div>
  );
}


/** What the disabled pay button says until the terms are accepted. */
export function useTermsReason(agreed: boolean): string | undefined {
  const { t } = useLingui();
  return agreed ? undefined : t`Accept the terms to pay.`;
}

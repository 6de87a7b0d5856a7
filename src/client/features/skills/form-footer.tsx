import { useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button';
import { ErrorMessage } from '../../ui/form-message';
import * as styles from './skills.css';

/** The end of every skills form: errors that belong to no field, then Save and Close. */
export function FormFooter({
  otherErrors,
  error,
  pending,
  onClose,
}: {
  otherErrors: readonly unknown[];
  error: unknown;
  pending: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      {otherErrors.length > 0 ? <ErrorMessage error={error} /> : null}
      <div className={styles.formButtons}>
        <Button type="submit" disabled={pending}>
          {pending ? t`Saving…` : t`Save`}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t`Close`}
        </Button>
      </div>
    </>
  );
}

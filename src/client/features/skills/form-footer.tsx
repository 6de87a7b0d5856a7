import { useLingui } from '@lingui/react/macro';
import { serverFieldErrors } from '../../lib/field-errors';
import { FormActions } from '../../ui/form';
import { ErrorMessage } from '../../ui/form-message';

/**
 * The end of every skills form: the server's field errors that belong to none of the form's fields
 * (the others stand under their fields, a plain failure is a toast), then Save and Close.
 */
export function FormFooter({
  fields,
  error,
  pending,
  onClose,
}: {
  fields: readonly string[];
  error: unknown;
  pending: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      {serverFieldErrors(error, fields).other.length > 0 ? <ErrorMessage error={error} fields={fields} /> : null}
      <FormActions label={t`Save`} busyLabel={t`Saving…`} busy={pending} cancel={{ label: t`Close`, onClick: onClose }} />
    </>
  );
}

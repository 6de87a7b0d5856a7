import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { useOnline } from '../../../lib/use-online';
import { FormActions } from '../../../ui/form';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import * as styles from './account.css';

interface AccountFormProps {
  /** The feature's mutation (user/api.ts); it answers with the server's message. */
  change: { isPending: boolean; isSuccess: boolean; data?: string; error: ApiError | null };
  /** Paths whose server errors the fields show themselves (lib/field-errors.ts). */
  fields?: readonly string[];
  /** docs/product.md (Words the user reads): the server's message if present, else this. */
  errorFallback: string;
  /** Instead of the server's message, where the spec words the success itself. */
  successMessage?: string;
  onSubmit: (data: FormData) => void;
  onClose: () => void;
  children: ReactNode;
}

/** Every account form alike: its fields, the result in green or red, then Save and Cancel (closing its panel). */
export function AccountForm({ change, fields, errorFallback, successMessage, onSubmit, onClose, children }: AccountFormProps) {
  const { t } = useLingui();
  const online = useOnline();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  }

  return (
    <form className={styles.actionForm} onSubmit={submit}>
      {children}
      {change.isSuccess ? <FormMessage tone="success">{successMessage ?? change.data}</FormMessage> : null}
      {change.error ? <ErrorMessage error={change.error} fields={fields} fallback={errorFallback} /> : null}
      <FormActions
        label={t`Save`}
        busyLabel={t`Saving…`}
        busy={change.isPending}
        disabled={!online}
        cancel={{ label: t`Cancel`, onClick: onClose }}
      />
    </form>
  );
}

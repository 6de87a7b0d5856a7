import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MAX_ADMIN_REASON_LENGTH } from '../../shared/domain/limits';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextAreaField } from './field';
import { ErrorMessage } from './form-message';

interface ReasonDialogProps {
  open: boolean;
  title: ReactNode;
  intro?: ReactNode;
  label: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  /** Danger for actions against someone (suspend, reject); primary for a report. */
  variant?: 'danger' | 'primary';
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason an action needs (rejecting a mentor, suspending a user, reporting a review). */
export function ReasonDialog({ open, title, intro, label, submitLabel, busy, error, variant = 'danger', onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('reason');
    const reason = typeof value === 'string' ? value.trim() : '';
    setMissing(reason === '');
    if (reason) onSubmit(reason);
  }

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId} variant={variant} disabled={busy}>
            {submitLabel}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t`Cancel`}
          </Button>
        </>
      }
    >
      {intro ? <p>{intro}</p> : null}
      <form id={formId} onSubmit={submit} noValidate>
        <TextAreaField
          label={label}
          name="reason"
          rows={4}
          maxLength={MAX_ADMIN_REASON_LENGTH}
          required
          error={missing ? t`Please give a reason` : undefined}
        />
      </form>
      {error ? <ErrorMessage error={error} fallback={t`That did not work. Please try again.`} /> : null}
    </Dialog>
  );
}

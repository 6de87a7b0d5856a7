import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MAX_ADMIN_REASON_LENGTH } from '../../shared/domain/limits';
import { serverFieldErrors } from '../lib/field-errors';
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

const REASON_FIELD = ['reason'] as const;
const trimmed = (value: FormDataEntryValue | string | null) => (typeof value === 'string' ? value.trim() : '');

/** Asks for the reason an action needs (rejecting a mentor, suspending a user, reporting a review). */
export function ReasonDialog({ open, title, intro, label, submitLabel, busy, error, variant = 'danger', onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  // After the first attempt the field is checked as the person types, as Stripe's forms do: the message
  // goes the moment the reason is valid and comes back if it is emptied again.
  const [attempted, setAttempted] = useState(false);
  const [reason, setReason] = useState('');
  // The server's refusal is about the reason it was sent; once the reason changes it no longer applies.
  const [sentReason, setSentReason] = useState<string | null>(null);
  const missing = attempted && reason === '';
  const serverError = error && sentReason === reason ? error : null;
  const serverIssues = serverFieldErrors(serverError, REASON_FIELD);
  const serverReasonError = serverIssues.byField.reason;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = trimmed(new FormData(event.currentTarget).get('reason'));
    setReason(value);
    setAttempted(true);
    if (!value) return;
    setSentReason(value);
    onSubmit(value);
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
          onInput={(event) => setReason(trimmed(event.currentTarget.value))}
          error={missing ? t`Please give a reason` : serverReasonError}
        />
      </form>
      {serverError && (!serverReasonError || serverIssues.other.length > 0) ? (
        <ErrorMessage error={serverError} fields={REASON_FIELD} fallback={t`That did not work. Please try again.`} />
      ) : null}
    </Dialog>
  );
}

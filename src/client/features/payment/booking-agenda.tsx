import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BookingDetails } from '../../../shared/contracts/calendar';
import { MAX_AGENDA_LENGTH } from '../../../shared/domain/calendar-sync';
import { TextAreaField } from '../../ui/field';
import { compactTextarea } from '../../ui/field.css';
import { ErrorMessage } from '../../ui/form-message';
import { useSetAgenda } from '../session/context-api';

/**
 * "What would you like to discuss?" while the slot is held: optional, saved when the field is left
 * (before the pay button is pressed), so the mentor reads it on their session and in the invite.
 */
export function BookingAgenda({ booking }: { booking: BookingDetails }) {
  const { t } = useLingui();
  const save = useSetAgenda();
  const [saved, setSaved] = useState(booking.agenda ?? '');
  return (
    <>
      <TextAreaField
        label={t`What would you like to discuss? (optional)`}
        hint={save.isSuccess ? t`Saved. Your mentor sees it with the session.` : t`Your mentor sees it with the session.`}
        name="agenda"
        defaultValue={booking.agenda ?? ''}
        maxLength={MAX_AGENDA_LENGTH}
        rows={2}
        className={compactTextarea}
        onBlur={(event) => {
          const agenda = event.currentTarget.value.trim();
          if (agenda === saved) return;
          save.mutate({ bookingId: booking._id, agenda }, { onSuccess: () => setSaved(agenda) });
        }}
      />
      {save.isError ? <ErrorMessage error={save.error} fallback={t`The agenda could not be saved.`} /> : null}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { BookingRules } from '../../../../shared/contracts/calendar-sync';
import { BUFFER_MINUTES_CHOICES, type BufferMinutes } from '../../../../shared/domain/calendar-sync';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectField } from '../../../ui/field';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { muted, row, stack } from '../../../ui/layout.css';
import { Spinner } from '../../../ui/spinner';
import { bookingRulesQueryOptions, useSaveBookingRules } from './api';

/** Notice choices as calendar tools offer them: none, hours, a day or two, a week. */
const NOTICE_CHOICES = [0, 1, 2, 4, 12, 24, 48, 72, 168] as const;

/** The mentor's minimum notice and buffer between sessions, as Cal.com's "Limits" tab sets them. */
export function BookingRulesCard() {
  const { t } = useLingui();
  const rules = useQuery(bookingRulesQueryOptions());
  return (
    <Card title={t`Booking rules`}>
      <p className={muted}>{t`Mentees only see times that keep to these rules.`}</p>
      {rules.isPending ? <Spinner /> : null}
      {rules.isError ? <ErrorMessage error={rules.error} /> : null}
      {rules.data ? <BookingRulesForm saved={rules.data} /> : null}
    </Card>
  );
}

function BookingRulesForm({ saved }: { saved: BookingRules }) {
  const { t } = useLingui();
  const online = useOnline();
  const save = useSaveBookingRules();
  const [notice, setNotice] = useState(String(saved.minNoticeHours));
  const [buffer, setBuffer] = useState(String(saved.bufferMinutes));
  const noticeLabel = (hours: number) => {
    if (hours === 0) return t`No minimum notice`;
    if (hours === 168) return t`1 week`;
    if (hours % 24 === 0) return t`${hours / 24} day(s)`;
    return t`${hours} hour(s)`;
  };
  const noticeOptions = [...new Set([...NOTICE_CHOICES, saved.minNoticeHours])]
    .toSorted((a, b) => a - b)
    .map((hours) => ({ value: String(hours), label: noticeLabel(hours) }));
  const bufferOptions = BUFFER_MINUTES_CHOICES.map((minutes) => ({
    value: String(minutes),
    label: minutes === 0 ? t`No buffer` : t`${minutes} minutes`,
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ minNoticeHours: Number(notice), bufferMinutes: Number(buffer) as BufferMinutes });
  }

  return (
    <form className={stack} onSubmit={submit}>
      <SelectField
        label={t`Minimum notice`}
        hint={t`How long before a session it can be booked at the latest.`}
        value={notice}
        options={noticeOptions}
        onChange={(event) => setNotice(event.target.value)}
      />
      <SelectField
        label={t`Buffer between sessions`}
        hint={t`Free time kept before and after each booked session.`}
        value={buffer}
        options={bufferOptions}
        onChange={(event) => setBuffer(event.target.value)}
      />
      {save.isError ? <ErrorMessage error={save.error} fallback={t`The booking rules could not be saved.`} /> : null}
      <div className={row}>
        <Button type="submit" disabled={!online || save.isPending}>
          {t`Save booking rules`}
        </Button>
        {save.isSuccess ? <FormMessage tone="success">{t`Booking rules saved.`}</FormMessage> : null}
      </div>
    </form>
  );
}

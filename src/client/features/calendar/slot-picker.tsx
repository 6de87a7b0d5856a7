import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import type { Slot } from '../../../shared/contracts/calendar';
import type { ApiError } from '../../lib/api-error';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { ErrorMessage } from '../../ui/form-message';
import { muted } from '../../ui/layout.css';
import { OfflineNotice } from '../../ui/offline-notice';
import { Spinner } from '../../ui/spinner';
import { dayKey, formatShortDay, formatTime, formatTimeRange } from '../session/format';
import { SessionPrice, useMenteeBalance } from '../payment/session-price';
import { slotsQueryOptions, useBookSlot } from './api';
import * as styles from './slot-picker.css';
import type { SelectedMentor } from './selected-mentor';

/** Calendly's and Cal.com's shape: two weeks of days, then the chosen day's times. */
export const PICKER_DAYS = 14;
const DAY_MS = 86_400_000;

interface Day {
  key: string;
  /** Noon UTC of that calendar day: formats as the same date in every zone within ±12 h. */
  label: Date;
}

/** The next PICKER_DAYS calendar days in the viewer's zone, today first. */
function nextDays(now: number, timeZone: string): Day[] {
  const [year, month, day] = dayKey(now, timeZone).split('-').map(Number) as [number, number, number];
  return Array.from({ length: PICKER_DAYS }, (_, index) => {
    const label = new Date(Date.UTC(year, month - 1, day + index, 12));
    return { key: label.toISOString().slice(0, 10), label };
  });
}

/** What the picker does with the chosen time instead of booking it: moving a session there. */
export interface ChooseAction {
  /** The confirm button's words for the chosen time ("Move to Thu 10:00–11:00"). */
  label: (when: string) => string;
  onChoose: (slot: Slot) => void;
  pending: boolean;
  error: ApiError | null;
  /** Shown above the confirm button (a reason field). */
  extra?: ReactNode;
}

/** Only what could be chosen: a mentor reading their own calendar also gets taken and hidden slots. */
const choosable = (slot: Slot, now: number) =>
  Date.parse(slot.start) > now && (slot.status ?? 'free') === 'free' && !slot.hiddenReason;

/**
 * The phone's booking picker for mentees: a strip of days (marked where a slot is free), the chosen
 * day's times as large buttons, and a bottom bar that books the chosen time: two taps to a hold.
 * With `choose`, the same picker chooses a time for something else (moving a session), confirmed in place.
 */
export function SlotPicker({
  mentor,
  timeZone,
  initialSlotId,
  choose,
}: {
  mentor: Pick<SelectedMentor, 'uuid'> & Partial<Pick<SelectedMentor, 'skill'>>;
  timeZone: string;
  /** A time chosen before signing up, chosen again here. */
  initialSlotId?: string | undefined;
  choose?: ChooseAction;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const book = useBookSlot(mentor.uuid);
  const [now] = useState(() => Date.now());
  const days = useMemo(() => nextDays(now, timeZone), [now, timeZone]);
  const range = { start: new Date(now).toISOString(), end: new Date(now + (PICKER_DAYS + 1) * DAY_MS).toISOString() };
  const slots = useQuery(slotsQueryOptions(mentor.uuid, range.start, range.end));

  const byDay = useMemo(() => {
    const groups = new Map<string, Slot[]>();
    for (const slot of slots.data ?? []) {
      if (!choosable(slot, now)) continue;
      const key = dayKey(slot.start, timeZone);
      groups.set(key, [...(groups.get(key) ?? []), slot]);
    }
    return groups;
  }, [slots.data, now, timeZone]);

  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosenSlotId, setChosenSlotId] = useState<string | null>(initialSlotId ?? null);
  const balance = useMenteeBalance();
  const firstFreeDay = days.find((day) => byDay.has(day.key))?.key ?? days[0]!.key;
  const initialSlot = initialSlotId ? slots.data?.find((slot) => slot._id === initialSlotId) : undefined;
  const activeDay = chosenDay ?? (initialSlot ? dayKey(initialSlot.start, timeZone) : firstFreeDay);
  const times = byDay.get(activeDay) ?? [];
  const chosen = times.find((slot) => slot._id === chosenSlotId) ?? null;

  const bookChosen = () => {
    if (!chosen || !mentor.skill) return;
    book.mutate(
      { slotId: chosen._id, skillId: mentor.skill._id },
      { onSuccess: (response) => void navigate({ to: '/booking/$id', params: { id: response.bookingId } }) },
    );
  };

  return (
    <section className={styles.picker} aria-labelledby="slot-picker-heading">
      <SessionPrice balance={balance} />
      <h2 id="slot-picker-heading" className={styles.heading}>
        {t`Choose a day`}
      </h2>
      <div className={styles.dayStrip} role="group" aria-label={t`Next two weeks`}>
        {days.map((day) => {
          const free = byDay.get(day.key)?.length ?? 0;
          const label = formatShortDay(day.label, i18n.locale, 'UTC');
          return (
            <button
              key={day.key}
              type="button"
              className={styles.day}
              aria-pressed={day.key === activeDay}
              aria-label={free ? t`${label}, ${free} free` : t`${label}, fully booked`}
              data-free={free > 0}
              onClick={() => {
                setChosenDay(day.key);
                setChosenSlotId(null);
              }}
            >
              <span>{label}</span>
              <span className={styles.mark} aria-hidden="true" />
            </button>
          );
        })}
      </div>
      <h2 className={styles.heading}>{t`Choose a time`}</h2>
      {slots.isPending ? <Spinner /> : null}
      {slots.isError ? <ErrorMessage error={slots.error} /> : null}
      {slots.isSuccess && times.length === 0 ? (
        <p className={muted}>
          {byDay.size ? t`No free times on this day. Days with a dot have free times.` : t`No free times in the next two weeks.`}
        </p>
      ) : null}
      <div className={styles.times} role="group" aria-label={t`Free times`}>
        {times.map((slot) => (
          <button
            key={slot._id}
            type="button"
            className={styles.time}
            aria-pressed={slot._id === chosenSlotId}
            onClick={() => {
              setChosenSlotId(slot._id);
              book.reset();
            }}
          >
            {formatTime(slot.start, i18n.locale, timeZone)}
          </button>
        ))}
      </div>
      {book.isError ? <ErrorMessage error={book.error} fallback={t`The slot could not be booked.`} /> : null}
      {choose?.error ? <ErrorMessage error={choose.error} fallback={t`The session could not be moved.`} /> : null}
      <OfflineNotice message={choose ? t`You are offline. Moving a session needs a connection.` : t`You are offline. Booking needs a connection.`} />
      {chosen && choose ? (
        <div className={styles.inlineBar}>
          {choose.extra}
          <Button block disabled={!online || choose.pending} onClick={() => choose.onChoose(chosen)}>
            {choose.label(`${formatShortDay(chosen.start, i18n.locale, timeZone)} · ${formatTimeRange(chosen.start, chosen.end, i18n.locale, timeZone)}`)}
          </Button>
        </div>
      ) : chosen ? (
        <div className={styles.bottomBar}>
          <SessionPrice balance={balance} className={styles.barPrice} />
          <Button block disabled={!online || book.isPending} onClick={bookChosen}>
            {t`Book ${formatShortDay(chosen.start, i18n.locale, timeZone)} · ${formatTimeRange(chosen.start, chosen.end, i18n.locale, timeZone)}`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import type { Slot } from '../../../shared/contracts/calendar';
import type { SlotStatus } from '../../../shared/domain/calendar';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { ErrorMessage } from '../../ui/form-message';
import { muted, row } from '../../ui/layout.css';
import { OfflineNotice } from '../../ui/offline-notice';
import { useToast } from '../../ui/toast';
import { SessionPrice, useMenteeBalance } from '../payment/session-price';
import { AddHours } from './add-hours';
import { hiddenLabels } from './sync/hidden-labels';
import { useBookSlot, useDeleteSlot } from './api';
import * as styles from './calendar.css';
import type { SelectedMentor } from './selected-mentor';
import { formatSlotTime, selectionFrom, zonedFromIso, type SlotSelection } from './slot-time';
import { useOnline } from '../../lib/use-online';

export const statusLabels: Record<SlotStatus, MessageDescriptor> = {
  free: msg`Free`,
  pending: msg`Pending`,
  booked: msg`Booked`,
};

function TimeRange({ start, end }: SlotSelection) {
  const { t, i18n } = useLingui();
  return (
    <dl className={styles.times}>
      <dt>{t`Start`}</dt>
      <dd>{formatSlotTime(start, i18n.locale)}</dd>
      <dt>{t`End`}</dt>
      <dd>{formatSlotTime(end, i18n.locale)}</dd>
    </dl>
  );
}

function slotRange(slot: Slot, timeZone: string): SlotSelection {
  return { start: zonedFromIso(slot.start, timeZone), end: zonedFromIso(slot.end, timeZone) };
}

/** Who holds or booked the mentor's slot, and for which skill. */
function BookedBy({ booking }: { booking: NonNullable<Slot['booking']> }) {
  const { t } = useLingui();
  const who = booking.menteeName ?? t`Deleted user`;
  const skill = booking.skillTitle;
  return (
    <p data-testid="booked-by">
      {t`Booked by ${who} for ${skill}`}
    </p>
  );
}

interface MentorPanelProps {
  mentorUuid: string;
  timeZone: string;
  selection: SlotSelection | null;
  slot: Slot | null;
  /** The mentor's slots in view, for skipping taken hours. */
  slots: Slot[];
  onSelect: (selection: SlotSelection) => void;
  onDone: () => void;
}

/** Spec 'Add availability' side panel, plus deleting a free slot the mentor clicked. */
export function MentorPanel({ mentorUuid, timeZone, selection, slot, slots, onSelect, onDone }: MentorPanelProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const toast = useToast();
  const remove = useDeleteSlot(mentorUuid);
  const [confirming, setConfirming] = useState(false);

  if (slot) {
    const status = slot.status ?? 'free';
    return (
      <aside className={styles.panel} aria-labelledby="slot-panel-heading">
        <h2 id="slot-panel-heading">{t`Selected slot`}</h2>
        <TimeRange {...slotRange(slot, timeZone)} />
        <p>
          {t`Slot status`}: <strong>{i18n._(statusLabels[status])}</strong>
        </p>
        {slot.booking ? <BookedBy booking={slot.booking} /> : null}
        {slot.hiddenReason ? <p className={muted}>{i18n._(hiddenLabels[slot.hiddenReason])}</p> : null}
        {status === 'free' ? (
          <Button variant="danger" disabled={!online || remove.isPending} onClick={() => setConfirming(true)}>
            {t`Delete slot`}
          </Button>
        ) : (
          <p className={muted}>{t`Slots a mentee has booked or is paying for cannot be deleted.`}</p>
        )}
        {remove.isError ? <ErrorMessage error={remove.error} fallback={t`The slot could not be deleted.`} /> : null}
        <OfflineNotice message={t`You are offline. Changing your availability needs a connection.`} />
        <div className={row}>
          <Button variant="ghost" onClick={onDone}>{t`Close`}</Button>
        </div>
        <ConfirmDialog
          open={confirming}
          title={t`Delete this slot?`}
          confirmLabel={t`Delete`}
          keepLabel={t`Cancel`}
          keepVariant="secondary"
          onConfirm={() =>
            remove.mutate(slot._id, {
              onSuccess: (response) => {
                toast(response.message, { tone: 'success' });
                onDone();
              },
            })
          }
          onClose={() => setConfirming(false)}
        >
          <p>{formatSlotTime(zonedFromIso(slot.start, timeZone), i18n.locale)}</p>
        </ConfirmDialog>
      </aside>
    );
  }

  return (
    <aside className={styles.panel} aria-labelledby="slot-panel-heading">
      <h2 id="slot-panel-heading">{t`Add availability`}</h2>
      {selection ? (
        <>
          <TimeRange {...selection} />
          <AddHours mentorUuid={mentorUuid} selection={selection} slots={slots} onSelect={onSelect} onDone={onDone} />
        </>
      ) : (
        <>
          <p className={muted}>
            {t`Click a time in the week or day view, or a day in the month view, to offer one hour from there.`}{' '}
            {t`Drag over several hours to offer them all.`}
          </p>
          <TimePicker timeZone={timeZone} onSelect={onSelect} />
        </>
      )}
      <OfflineNotice message={t`You are offline. Changing your availability needs a connection.`} />
    </aside>
  );
}

/** The keyboard's way to the same selection a click on the grid makes. */
function TimePicker({ timeZone, onSelect }: { timeZone: string; onSelect: (selection: SlotSelection) => void }) {
  const { t } = useLingui();
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day || !time) return;
    onSelect(selectionFrom(Temporal.PlainDate.from(day).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) })));
  };
  return (
    <details className={styles.pickerDetails}>
      <summary>{t`Enter a date and time instead`}</summary>
      <form className={styles.timePicker} onSubmit={submit} aria-label={t`Choose a start time`}>
        <TextField label={t`Date`} type="date" required value={day} onChange={(event) => setDay(event.target.value)} />
        <TextField
          label={t`Start time`}
          type="time"
          step={1800}
          required
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t`Choose`}
        </Button>
      </form>
    </details>
  );
}

interface MenteePanelProps {
  mentor: SelectedMentor;
  timeZone: string;
  slot: Slot | null;
  onDone: () => void;
}

/** A mentee books the clicked slot with the chosen skill, then pays on the booking page. */
export function MenteePanel({ mentor, timeZone, slot, onDone }: MenteePanelProps) {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const book = useBookSlot(mentor.uuid);
  const { reset } = book;
  const slotId = slot?._id;
  // A newly chosen slot starts without the previous attempt's error.
  useEffect(() => {
    if (slotId) reset();
  }, [slotId, reset]);
  const skill = mentor.skill.title;
  const balance = useMenteeBalance();

  return (
    <aside className={styles.panel} aria-labelledby="slot-panel-heading">
      <h2 id="slot-panel-heading">{t`Book a session`}</h2>
      <SessionPrice balance={balance} />
      {slot ? (
        <>
          <TimeRange {...slotRange(slot, timeZone)} />
          <p>{t`Skill: ${skill}`}</p>
          <div className={row}>
            <Button
              disabled={!online || book.isPending}
              onClick={() =>
                book.mutate(
                  { slotId: slot._id, skillId: mentor.skill._id },
                  {
                    // The booking page says the slot is held, with its countdown: no toast to repeat it.
                    onSuccess: (response) => void navigate({ to: '/booking/$id', params: { id: response.bookingId } }),
                  },
                )
              }
            >
              {t`Book this slot`}
            </Button>
            <Button variant="ghost" onClick={onDone}>{t`Cancel`}</Button>
          </div>
        </>
      ) : (
        <p className={muted}>{t`Click a free slot in the calendar to book it.`}</p>
      )}
      {/* Outside the slot: a slot taken meanwhile (409) leaves the calendar, its reason stays. */}
      {book.isError ? <ErrorMessage error={book.error} fallback={t`The slot could not be booked.`} /> : null}
      <OfflineNotice message={t`You are offline. Booking needs a connection.`} />
    </aside>
  );
}

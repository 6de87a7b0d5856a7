import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Slot } from '../../../shared/contracts/calendar';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/field';
import { ErrorMessage } from '../../ui/form-message';
import { row } from '../../ui/layout.css';
import { useToast } from '../../ui/toast';
import { useOnline } from '../../lib/use-online';
import { useCreateSlot, useCreateSlots } from './api';
import { hoursIn, MAX_HOURS_AT_ONCE, planHourlySlots, withHours } from './hour-range';
import { toIso, type SlotSelection } from './slot-time';

interface AddHoursProps {
  mentorUuid: string;
  selection: SlotSelection;
  /** The mentor's slots around the selection, so taken hours are skipped before asking the server. */
  slots: Slot[];
  onSelect: (selection: SlotSelection) => void;
  onDone: () => void;
}

/** Hours from the selection's start to the end of its day, at most MAX_HOURS_AT_ONCE. */
function hoursLeftInDay({ start }: SlotSelection): number {
  const minutes = start.until(start.startOfDay().add({ days: 1 })).total({ unit: 'minutes' });
  return Math.max(1, Math.min(MAX_HOURS_AT_ONCE, Math.floor(minutes / 60)));
}

/**
 * The panel's confirmation for a click (one hour, the spec's "Add availability") or a drag over several
 * hours ("Add 3 one-hour slots"). The number of hours is a field too, so the keyboard gets there as well.
 */
export function AddHours({ mentorUuid, selection, slots, onSelect, onDone }: AddHoursProps) {
  const { t } = useLingui();
  const online = useOnline();
  const toast = useToast();
  const createOne = useCreateSlot(mentorUuid);
  const createMany = useCreateSlots(mentorUuid);
  const hours = hoursIn(selection);
  const busy = createOne.isPending || createMany.isPending;
  const error = createOne.error ?? createMany.error;
  const options = Array.from({ length: Math.max(hours, hoursLeftInDay(selection)) }, (_, index) => {
    const count = index + 1;
    return { value: String(count), label: plural(count, { one: '# hour', other: '# hours' }) };
  });

  const addOne = () =>
    createOne.mutate(
      { start: toIso(selection.start), end: toIso(selection.end) },
      {
        onSuccess: () => {
          toast(t`Availability added.`, { tone: 'success' });
          onDone();
        },
      },
    );
  const addMany = () => {
    const plan = planHourlySlots(selection, slots, Temporal.Now.instant());
    createMany.mutate(
      plan.slots.map((slot) => ({ start: toIso(slot.start), end: toIso(slot.end) })),
      {
        onSuccess: ({ added, skipped }) => {
          const total = skipped + plan.skipped.length;
          toast(plural(added, { one: `# slot added, ${total} skipped.`, other: `# slots added, ${total} skipped.` }), {
            tone: added ? 'success' : 'info',
          });
          onDone();
        },
      },
    );
  };

  return (
    <>
      <SelectField
        label={t`Number of hours`}
        options={options}
        value={String(hours)}
        onChange={(event) => onSelect(withHours(selection, Number(event.target.value)))}
      />
      <div className={row}>
        <Button disabled={!online || busy} onClick={hours === 1 ? addOne : addMany}>
          {hours === 1 ? t`Add availability` : plural(hours, { one: 'Add # one-hour slot', other: 'Add # one-hour slots' })}
        </Button>
        <Button variant="ghost" onClick={onDone}>{t`Cancel`}</Button>
      </div>
      {error ? <ErrorMessage error={error} fallback={t`The availability could not be added.`} /> : null}
    </>
  );
}

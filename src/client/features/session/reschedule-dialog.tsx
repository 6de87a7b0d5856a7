import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Session } from '../../../shared/contracts/session';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/field';
import { useToast } from '../../ui/toast';
import { SlotPicker } from '../calendar/slot-picker';
import { useViewerTimeZone } from '../user/time-zone';
import { useReschedule } from './context-api';

/**
 * "Reschedule" on a session card: the same phone picker as booking, over the same mentor's free times,
 * and a confirm that moves the session (three taps for a mentee). A mentor also says why.
 */
export function RescheduleButton({ session }: { session: Session }) {
  const { t } = useLingui();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  if (!session.mentorUuid) return null;
  return (
    <>
      <Button variant="secondary" disabled={!online || !session.canReschedule} onClick={() => setOpen(true)}>
        {t`Reschedule`}
      </Button>
      {open ? <RescheduleDialog session={session} mentorUuid={session.mentorUuid} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RescheduleDialog({ session, mentorUuid, onClose }: { session: Session; mentorUuid: string; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const timeZone = useViewerTimeZone();
  const move = useReschedule();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const isMentor = session.myRole === 'mentor';
  return (
    <Dialog
      open
      title={t`Move this session`}
      onClose={onClose}
      actions={
        <Button variant="ghost" onClick={onClose}>
          {t`Keep the time`}
        </Button>
      }
    >
      <SlotPicker
        mentor={{ uuid: mentorUuid }}
        timeZone={timeZone}
        choose={{
          label: (when) => t`Move to ${when}`,
          pending: move.isPending,
          error: move.error,
          extra: isMentor ? (
            <TextAreaField
              label={t`Why does the session move? (your mentee reads this)`}
              value={reason}
              maxLength={500}
              rows={2}
              required
              error={reasonMissing ? t`Please say why.` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
          ) : null,
          onChoose: (slot) => {
            if (isMentor && !reason.trim()) {
              setReasonMissing(true);
              return;
            }
            move.mutate(
              { bookingId: session._id, slotId: slot._id, ...(isMentor ? { reason: reason.trim() } : {}) },
              {
                onSuccess: (response) => {
                  toast(response.message, { tone: 'success' });
                  onClose();
                },
              },
            );
          },
        }}
      />
    </Dialog>
  );
}

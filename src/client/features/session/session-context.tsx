import { useLingui } from '@lingui/react/macro';
import { hashKey } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Session } from '../../../shared/contracts/session';
import { MAX_AGENDA_LENGTH, MAX_NOTE_LENGTH } from '../../../shared/domain/calendar-sync';
import { newIdempotencyKey, useQueuedChanges } from '../../lib/offline-queue';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/field';
import { ErrorMessage } from '../../ui/form-message';
import { row } from '../../ui/layout.css';
import { sessionContextKeys, useSaveNotes, useSetAgenda, type SaveNotesVariables } from './context-api';
import * as styles from './sessions.css';

/** The agenda as the card shows it: one short paragraph, only when there is one. */
export function SessionAgenda({ session }: { session: Session }) {
  const { t } = useLingui();
  if (!session.agenda) return null;
  return (
    <p className={styles.agendaText}>
      <strong>{t`Topics to discuss`}:</strong> {session.agenda}
    </p>
  );
}

/** The mentee's agenda editor, until the start: in the card's "agenda and notes" part. */
function AgendaEditor({ session }: { session: Session }) {
  const { t } = useLingui();
  const online = useOnline();
  const save = useSetAgenda();
  const [agenda, setAgenda] = useState(session.agenda ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ bookingId: session._id, agenda });
  }

  return (
    <form className={styles.context} onSubmit={submit}>
      <TextAreaField
        label={t`What would you like to discuss?`}
        value={agenda}
        maxLength={MAX_AGENDA_LENGTH}
        rows={3}
        onChange={(event) => setAgenda(event.target.value)}
      />
      {save.isError ? <ErrorMessage error={save.error} fallback={t`The agenda could not be saved.`} /> : null}
      <div className={row}>
        <Button type="submit" variant="secondary" disabled={!online || save.isPending}>
          {t`Save agenda`}
        </Button>
        {save.isSuccess ? (
          <span role="status" className={styles.smallText}>
            {t`Agenda saved.`}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The participant's own notes on the session, seen by nobody else. Saved through the offline queue like
 * feedback: written offline, they wait on this device and are sent once when the connection is back.
 */
export function SessionNotes({ session }: { session: Session }) {
  const { t } = useLingui();
  const save = useSaveNotes();
  const [text, setText] = useState(session.myNotes ?? '');
  const [queued] = useQueuedChanges(
    (change) =>
      hashKey(change.key) === hashKey(sessionContextKeys.saveNotes()) &&
      (change.variables as SaveNotesVariables).bookingId === session._id &&
      change.status !== 'synced',
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ bookingId: session._id, text, idempotencyKey: newIdempotencyKey() });
  }

  const status = queued
    ? queued.status === 'failed'
      ? null
      : queued.status === 'saving'
        ? t`Saving your notes on this device…`
        : t`Your notes are saved on this device and will be sent when you are back online.`
    : save.isSuccess
      ? t`Notes saved.`
      : null;
  return (
    <details className={styles.details}>
      <summary>
        {session.canEditAgenda ? t`Agenda and private notes` : session.myNotes ? t`My private notes` : t`Private notes`}
      </summary>
      {session.canEditAgenda ? <AgendaEditor session={session} /> : null}
      <form className={styles.context} onSubmit={submit}>
        <TextAreaField
          label={t`Private notes (only you see them)`}
          value={text}
          maxLength={MAX_NOTE_LENGTH}
          rows={4}
          onChange={(event) => setText(event.target.value)}
        />
        {save.isError && !queued ? <ErrorMessage error={save.error} fallback={t`The notes could not be saved.`} /> : null}
        <div className={row}>
          <Button type="submit" variant="secondary" disabled={save.isPending && !save.isPaused}>
            {t`Save notes`}
          </Button>
          {status ? (
            <span role="status" className={styles.smallText}>
              {status}
            </span>
          ) : null}
        </div>
      </form>
    </details>
  );
}

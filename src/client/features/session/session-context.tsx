import { useLingui } from '@lingui/react/macro';
import { hashKey } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
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

/** What the mentee would like to discuss: read by both, edited by the mentee until the start. */
export function SessionAgenda({ session }: { session: Session }) {
  const { t } = useLingui();
  const online = useOnline();
  const save = useSetAgenda();
  const [editing, setEditing] = useState(false);
  const headingId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = new FormData(event.currentTarget).get('agenda');
    const agenda = typeof field === 'string' ? field : '';
    save.mutate({ bookingId: session._id, agenda }, { onSuccess: () => setEditing(false) });
  }

  if (editing) {
    return (
      <form className={styles.context} onSubmit={submit}>
        <TextAreaField
          label={t`What would you like to discuss?`}
          name="agenda"
          defaultValue={session.agenda ?? ''}
          maxLength={MAX_AGENDA_LENGTH}
          rows={3}
        />
        {save.isError ? <ErrorMessage error={save.error} fallback={t`The agenda could not be saved.`} /> : null}
        <div className={row}>
          <Button type="submit" disabled={!online || save.isPending}>{t`Save agenda`}</Button>
          <Button variant="ghost" onClick={() => setEditing(false)}>{t`Cancel`}</Button>
        </div>
      </form>
    );
  }
  if (!session.agenda && !session.canEditAgenda) return null;
  return (
    <section className={styles.context} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.contextHeading}>
        {t`Topics to discuss`}
      </h3>
      {session.agenda ? <p className={styles.agendaText}>{session.agenda}</p> : <p className={styles.smallText}>{t`No agenda yet.`}</p>}
      {session.canEditAgenda ? (
        <Button variant="ghost" disabled={!online} onClick={() => setEditing(true)}>
          {session.agenda ? t`Edit agenda` : t`Add an agenda`}
        </Button>
      ) : null}
    </section>
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
    <details className={styles.details} open={Boolean(session.myNotes) || undefined}>
      <summary>{session.myNotes ? t`My notes` : t`Add private notes`}</summary>
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

import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useViewerTimeZone } from '../user/time-zone';
import { useId, useState } from 'react';
import type { Session } from '../../../shared/contracts/session';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { FormMessage } from '../../ui/form-message';
import { Page } from '../../ui/page';
import { upcomingSessionsQueryOptions, useCancelSession } from './api';
import { formatDateTime } from './format';
import * as styles from './sessions.css';

/**
 * /dashboard/delete-sessions (mentor): the spec does not show the delete call, so it is the cancel
 * endpoint; the mentee gets a free-session token as credit.
 */
export function DeleteSessionsPage() {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const sessions = useSuspenseQuery(upcomingSessionsQueryOptions());
  const cancel = useCancelSession();
  const [pending, setPending] = useState<Session | null>(null);
  const reasonId = useId();

  return (
    <Page title={t`Delete sessions`}>
      {cancel.isSuccess ? <FormMessage tone="success">{cancel.data.message}</FormMessage> : null}
      {cancel.isError ? (
        <FormMessage tone="error">{errorMessage(cancel.error, t`Failed to cancel the session.`)}</FormMessage>
      ) : null}
      {sessions.data.length === 0 ? (
        <p>{t`No upcoming sessions found.`}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">{t`Mentee`}</th>
                <th className={styles.cell} scope="col">{t`Start`}</th>
                <th className={styles.cell} scope="col">{t`End`}</th>
                <th className={styles.cell} scope="col">
                  <span>{t`Action`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.map((session) => (
                <tr key={session._id}>
                  <td className={styles.cell} data-label={t`Mentee`}>{session.mentee?.userName ?? t`Deleted user`}</td>
                  <td className={styles.cell} data-label={t`Start`}>{formatDateTime(session.start, i18n.locale, timeZone)}</td>
                  <td className={styles.cell} data-label={t`End`}>{formatDateTime(session.end, i18n.locale, timeZone)}</td>
                  <td className={styles.cell}>
                    <Button
                      variant="dangerOutline"
                      disabled={!session.canCancel || cancel.isPending}
                      aria-describedby={session.canCancel ? undefined : reasonId}
                      onClick={() => setPending(session)}
                    >
                      {t`Delete`}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p id={reasonId} className={styles.smallText}>
            {t`Sessions can only be deleted more than 24 hours before they start.`}
          </p>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t`Delete this session?`}
        confirmLabel={t`Delete session`}
        keepLabel={t`Keep it`}
        onConfirm={() => pending && cancel.mutate(pending._id)}
        onClose={() => setPending(null)}
      >
        {pending ? <DeleteNotice session={pending} /> : null}
      </ConfirmDialog>
    </Page>
  );
}

function DeleteNotice({ session }: { session: Session }) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const mentee = session.mentee?.userName ?? t`Deleted user`;
  const start = formatDateTime(session.start, i18n.locale, timeZone);
  return <p>{t`The session with ${mentee} on ${start} will be canceled. The mentee gets a free session as credit.`}</p>;
}

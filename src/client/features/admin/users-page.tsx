import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { AdminUser, UserStatus } from '../../../shared/contracts/admin';
import type { Role } from '../../../shared/domain/roles';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import { badge } from '../../ui/layout.css';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { PageControls } from '../skills/page-controls';
import { adminUsersQueryOptions, useSuspendUser, useUnsuspendUser } from './api';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useDateTime } from './use-date-time';
import * as styles from './admin.css';

/** Users: search by name or email, filter by role and standing, open one to see it all and suspend or lift a suspension. */
export function UsersPage() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [page, setPage] = useState(1);
  // Typing does not fire a request per key: the list follows the deferred text.
  const deferredQuery = useDeferredValue(query.trim());
  const users = useQuery(
    adminUsersQueryOptions({ query: deferredQuery, role: role || undefined, status: status || undefined, page }),
  );
  const data = users.data;

  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading">{t`Users`}</h2>
      <search className={styles.toolbar}>
        <TextField
          label={t`Name or email`}
          type="search"
          name="query"
          value={query}
          maxLength={100}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label={t`Role`}
          name="role"
          value={role}
          onChange={(event) => {
            setRole(event.target.value as Role | '');
            setPage(1);
          }}
          options={[
            { value: '', label: t`All roles` },
            { value: 'mentee', label: t`Mentee` },
            { value: 'mentor', label: t`Mentor` },
            { value: 'admin', label: t`Admin` },
          ]}
        />
        <SelectField
          label={t`Status`}
          name="status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as UserStatus | '');
            setPage(1);
          }}
          options={[
            { value: '', label: t`Any status` },
            { value: 'active', label: t`Active` },
            { value: 'suspended', label: t`Suspended` },
            { value: 'unverified', label: t`Email not confirmed` },
            { value: 'pending', label: t`Mentor waiting for review` },
            { value: 'rejected', label: t`Mentor turned away` },
          ]}
        />
      </search>
      {!data ? (
        <Spinner />
      ) : (
        <>
          <p className={styles.rowMeta} aria-live="polite">
            {t`${data.total} users found`}
          </p>
          {data.users.length === 0 ? (
            <p>{t`No user matches.`}</p>
          ) : (
            <ul className={styles.list} aria-label={t`Users`}>
              {data.users.map((user) => (
                <UserRow key={user.uuid} user={user} />
              ))}
            </ul>
          )}
          {data.totalPages > 1 ? (
            <PageControls label={t`User pages`} page={page} totalPages={data.totalPages} disabled={users.isFetching} onPage={setPage} />
          ) : null}
        </>
      )}
    </section>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const toast = useToast();
  const formatDate = useDateTime();
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const [open, setOpen] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const roleLabel = { admin: t`Admin`, mentor: t`Mentor`, mentee: t`Mentee` }[user.role];
  const mentorState = { pending: t`waiting for review`, approved: t`approved`, rejected: t`turned away` }[user.mentorStatus];
  const detailsId = `user-${user.uuid}`;

  return (
    <li className={styles.row} aria-label={user.userName}>
      <div className={styles.rowHead}>
        <Avatar name={user.userName} image={user.image} size={40} />
        <div className={styles.rowText}>
          <p className={styles.rowTitle}>{user.userName}</p>
          <p className={styles.rowMeta}>{user.email}</p>
        </div>
      </div>
      <p className={styles.rowHead}>
        <span className={badge}>{roleLabel}</span>
        {user.suspendedAt ? <span className={`${badge} ${styles.status.bad}`}>{t`Suspended`}</span> : null}
        {!user.emailVerified ? <span className={badge}>{t`Email not confirmed`}</span> : null}
        {user.role === 'mentor' && user.mentorStatus !== 'approved' ? <span className={badge}>{mentorState}</span> : null}
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          {open ? t`Hide details` : t`Details`}
        </Button>
        {user.originalRole === 'admin' ? null : user.suspendedAt ? (
          <Button
            variant="secondary"
            disabled={unsuspend.isPending}
            onClick={() => unsuspend.mutate({ uuid: user.uuid }, { onSuccess: (message) => toast(message, { tone: 'success' }) })}
          >
            {t`Lift suspension`}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setSuspending(true)}>
            {t`Suspend`}
          </Button>
        )}
      </div>
      {open ? (
        <dl id={detailsId} className={styles.details}>
          <dt>{t`Signed up`}</dt>
          <dd>{formatDate(user.createdAt)}</dd>
          <dt>{t`Role`}</dt>
          <dd>{user.originalRole !== user.role ? t`${roleLabel} (account: ${user.originalRole})` : roleLabel}</dd>
          {user.role === 'mentor' ? (
            <>
              <dt>{t`Mentor profile`}</dt>
              <dd>{mentorState}</dd>
            </>
          ) : null}
          <dt>{t`Email`}</dt>
          <dd>{user.emailVerified ? t`confirmed` : t`not confirmed`}</dd>
          {user.suspendedAt ? (
            <>
              <dt>{t`Suspended`}</dt>
              <dd>
                {formatDate(user.suspendedAt)}: {user.suspensionReason}
              </dd>
            </>
          ) : null}
          <dt>{t`Id`}</dt>
          <dd>{user.uuid}</dd>
        </dl>
      ) : null}
      <ReasonDialog
        open={suspending}
        title={t`Suspend ${user.userName}?`}
        intro={t`They are logged out everywhere at once and cannot log in. A mentor leaves search, and their upcoming sessions are cancelled; each mentee is told and gets a free session.`}
        label={t`Reason (kept in the audit log)`}
        submitLabel={t`Suspend`}
        busy={suspend.isPending}
        error={suspend.error}
        onClose={() => {
          setSuspending(false);
          suspend.reset();
        }}
        onSubmit={(reason) =>
          suspend.mutate(
            { uuid: user.uuid, reason },
            {
              onSuccess: (message) => {
                setSuspending(false);
                toast(message, { tone: 'success' });
              },
            },
          )
        }
      />
    </li>
  );
}

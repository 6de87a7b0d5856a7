import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GetUsersResponse } from '../../../shared/contracts/user';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ErrorMessage } from '../../ui/form-message';
import { badge, muted, stack } from '../../ui/layout.css';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { useCurrentUser, usersQueryOptions } from './api';
import * as styles from './playground.css';
import { roleLabels } from './roles';

/** The spec's playground: a welcome line and a button that loads the first page of users. */
export function PlaygroundPage() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const [requested, setRequested] = useState(false);
  const users = useQuery({ ...usersQueryOptions(1), enabled: requested });
  const userName = user?.userName;

  return (
    <Page title={t`Playground`} intro={userName ? t`Welcome to the playground, ${userName}!` : t`Welcome to the playground!`}>
      <div className={stack}>
        <div>
          <Button onClick={() => (requested ? void users.refetch() : setRequested(true))} disabled={users.isFetching}>
            {t`Load users`}
          </Button>
        </div>
        {users.isFetching ? <Spinner size={32} /> : null}
        {users.isError ? <ErrorMessage error={users.error} fallback={t`Unable to fetch users`} /> : null}
        {users.data ? <UserList {...users.data} /> : null}
      </div>
    </Page>
  );
}

function UserList({ users, page, totalPages }: GetUsersResponse) {
  const { t, i18n } = useLingui();
  return (
    <>
      <p className={muted}>{t`Page ${page} of ${totalPages}`}</p>
      <ul className={styles.userList}>
        {users.map((listed) => (
          <li key={listed.uuid} className={styles.userItem}>
            <Avatar name={listed.userName} image={listed.image} size={40} />
            <span>{listed.userName}</span>
            <span className={badge}>{i18n._(roleLabels[listed.role])}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

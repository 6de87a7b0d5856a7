import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../../lib/use-online';
import { Card } from '../../../ui/card';
import { OfflineNotice } from '../../../ui/offline-notice';
import { useCurrentUser } from '../api';
import { AccountAction } from './account-action';
import * as styles from './account.css';
import { ActAsForm } from './act-as-form';
import { ChangeEmailForm } from './change-email-form';
import { ChangeImageForm } from './change-image-form';
import { ChangePasswordForm } from './change-password-form';
import { ChangeUserNameForm } from './change-user-name-form';
import { DeleteAccount } from './delete-account';

export function AccountCard() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const offline = !useOnline();
  if (!user) return null;
  return (
    <Card title={t`Account`}>
      <OfflineNotice message={t`You are offline. Account changes need a connection.`} />
      <div className={styles.actions}>
        <AccountAction disabled={offline} label={t`Change user name`}>
          {(close) => <ChangeUserNameForm onClose={close} />}
        </AccountAction>
        <AccountAction disabled={offline} label={t`Change user image`}>
          {(close) => <ChangeImageForm onClose={close} />}
        </AccountAction>
        <AccountAction disabled={offline} label={t`Change password`}>
          {(close) => <ChangePasswordForm onClose={close} />}
        </AccountAction>
        <AccountAction disabled={offline} label={t`Change email`}>
          {(close) => <ChangeEmailForm onClose={close} />}
        </AccountAction>
        {user.originalRole === 'admin' ? (
          <AccountAction disabled={offline} label={t`Change role`}>
            {(close) => <ActAsForm user={user} onClose={close} />}
          </AccountAction>
        ) : null}
        <DeleteAccount disabled={offline} />
      </div>
    </Card>
  );
}

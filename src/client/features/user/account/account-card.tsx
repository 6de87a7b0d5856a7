import { useLingui } from '@lingui/react/macro';
import { Card } from '../../../ui/card';
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
  if (!user) return null;
  return (
    <Card title={t`Account`}>
      <div className={styles.actions}>
        <AccountAction label={t`Change User Name`}>{(close) => <ChangeUserNameForm onClose={close} />}</AccountAction>
        <AccountAction label={t`Change User Image`}>{(close) => <ChangeImageForm onClose={close} />}</AccountAction>
        <AccountAction label={t`Change Password`}>{(close) => <ChangePasswordForm onClose={close} />}</AccountAction>
        <AccountAction label={t`Change Email`}>{(close) => <ChangeEmailForm onClose={close} />}</AccountAction>
        {user.originalRole === 'admin' ? (
          <AccountAction label={t`Change Role`}>{(close) => <ActAsForm user={user} onClose={close} />}</AccountAction>
        ) : null}
        <DeleteAccount />
      </div>
    </Card>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Answer } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import type { AuthUser } from '../../../shared/contracts/user';
import { Card } from '../../ui/card';
import { CheckboxField } from '../../ui/field';
import { narrow, stack } from '../../ui/layout.css';
import { useToast } from '../../ui/toast';
import { useCurrentUser, userKeys } from '../user/api';
import * as styles from './notification-settings.css';

type Settings = AuthUser['notifications'];
type Switch = keyof Settings;

function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation<Answer<'PUT /app/user/notifications'>, ApiError, Partial<Settings>>({
    mutationFn: (body) => api.call('PUT /app/user/notifications', { body }),
    onSuccess: (answer) => queryClient.setQueryData(userKeys.current(), answer.user),
  });
}

/** Settings → Notifications: mail and push, each for booking changes and for reminders (docs/product.md). */
export function NotificationSettings() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const save = useSaveNotifications();
  const toast = useToast();
  if (!user) return null;
  const settings = save.variables && save.isPending ? { ...user.notifications, ...save.variables } : user.notifications;

  const toggle = (name: Switch, label: string) => (
    <CheckboxField
      label={label}
      name={name}
      checked={settings[name]}
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate(
          { [name]: event.target.checked },
          {
            onSuccess: (answer) => toast(answer.message, { tone: 'success' }),
            onError: (error) => toast(error.message, { tone: 'error' }),
          },
        )
      }
    />
  );

  return (
    <Card title={t`Notifications`}>
      <div className={`${stack} ${narrow}`}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t`By mail`}</legend>
          {toggle('bookingMail', t`Booking changes (with a calendar invitation)`)}
          {toggle('reminderMail', t`Reminders before a session`)}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t`By push notification`}</legend>
          {toggle('bookingPush', t`Booking changes`)}
          {toggle('reminderPush', t`Reminders before a session`)}
        </fieldset>
      </div>
    </Card>
  );
}

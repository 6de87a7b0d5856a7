import { useLingui } from '@lingui/react/macro';
import { Card } from '../../ui/card';
import { narrow, stack } from '../../ui/layout.css';
import { InstallApp } from './install-app';
import { PushReminders } from './push-reminders';

/** Settings that belong to this browser rather than the account: reminders and installing the app. */
export function DeviceCard() {
  const { t } = useLingui();
  return (
    <Card title={t`This device`}>
      <div className={`${stack} ${narrow}`}>
        <PushReminders />
        <InstallApp />
      </div>
    </Card>
  );
}

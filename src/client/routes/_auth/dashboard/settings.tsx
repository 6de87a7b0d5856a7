import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CalendarFeedCard } from '../../../features/calendar/sync/feed-card';
import { DeviceCard } from '../../../features/pwa/device-card';
import { NotificationSettings } from '../../../features/notifications/notification-settings';
import { ReceiptsCard } from '../../../features/payment/receipts-card';
import { SubscriptionCard } from '../../../features/payment/subscription-card';
import { PreferencesCard } from '../../../features/preferences/preferences-card';
import { AccountCard } from '../../../features/user/account/account-card';
import { ProfileSection } from '../../../features/user/account/profile-section';
import { stack } from '../../../ui/layout.css';
import { Page } from '../../../ui/page';

export const Route = createFileRoute('/_auth/dashboard/settings')({ component: SettingsPage });

/** Composes several features, so it lives here rather than inside any of them. */
function SettingsPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Settings`}>
      <div className={stack}>
        <PreferencesCard />
        <ProfileSection />
        <DeviceCard />
        <NotificationSettings />
        <CalendarFeedCard />
        <SubscriptionCard />
        <ReceiptsCard />
        <AccountCard />
      </div>
    </Page>
  );
}

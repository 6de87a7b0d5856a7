import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PreferencesCard } from '../../../features/preferences/preferences-card';
import { AccountCard } from '../../../features/user/account/account-card';
import { stack } from '../../../ui/layout.css';
import { Page } from '../../../ui/page';

export const Route = createFileRoute('/_auth/dashboard/settings')({ component: SettingsPage });

/** Composes two features, so it lives here rather than inside either of them. */
function SettingsPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Settings`}>
      <div className={stack}>
        <PreferencesCard />
        <AccountCard />
      </div>
    </Page>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/button';
import { Page } from '../../ui/page';

/* The session pages' frames; their lists arrive with the sessions issue. */

export function UpcomingSessionsPage() {
  const { t } = useLingui();
  return <Page title={t`Upcoming Sessions`} />;
}

export function SessionHistoryPage() {
  const { t } = useLingui();
  return <Page title={t`Your Progress`} />;
}

export function DeleteSessionsPage() {
  const { t } = useLingui();
  return <Page title={t`Delete Sessions`} />;
}

export function SessionPreviewPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Session Preview`}>
      <Link to="/dashboard/session" className={buttonClass('primary')}>
        {t`View Your Upcoming Sessions`}
      </Link>
    </Page>
  );
}

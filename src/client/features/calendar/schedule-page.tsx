import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/button';
import { row } from '../../ui/layout.css';
import { Page } from '../../ui/page';
import { useCurrentUser } from '../user/api';

/**
 * Spec section 2, Schedule page ('Booking'): the role prompts. The availability calendar below them
 * comes with the calendar issue; nobody can have selected a mentor before search exists.
 */
export function SchedulePage() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Page title={t`Booking`}>
      {user.role === 'admin' ? (
        <>
          <p>{t`Please change your role to mentee or mentor to view this page.`}</p>
          <div className={row}>
            <Link to="/dashboard/settings" className={buttonClass('primary')}>
              {t`Change your role in Settings`}
            </Link>
            <Link to="/dashboard/admin-tools" className={buttonClass('secondary')}>
              {t`Admin Dashboard`}
            </Link>
          </div>
        </>
      ) : null}
      {user.role === 'mentee' ? (
        <>
          <p>{t`Please select a mentor to view their availability.`}</p>
          <Link to="/dashboard/search" className={buttonClass('primary')}>
            {t`Search for Mentors`}
          </Link>
        </>
      ) : null}
      {user.role === 'mentor' ? <p>{t`Manage your availability on calendar below:`}</p> : null}
    </Page>
  );
}

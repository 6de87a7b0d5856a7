import { useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { isAdmin } from '../../../shared/domain/roles';
import { row, section } from '../../ui/layout.css';
import { Page } from '../../ui/page';
import { useCurrentUser } from '../user/api';

/* The skills pages' frames; the managers arrive with the skills issue. */

export function MentorSkillsPage() {
  const { t } = useLingui();
  return <Page title={t`Manage Skills`} />;
}

/** Spec section 2: titled 'Admin Dashboard'; the tool links only for admins; nested pages render below. */
export function AdminToolsLayout() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const admin = user ? isAdmin(user) : false;
  return (
    <Page title={t`Admin Dashboard`}>
      {admin ? (
        <nav aria-label={t`Admin tools`} className={row}>
          <Link to="/dashboard/admin-tools/skill-categories">{t`Manage Skill Categories`}</Link>
          <Link to="/dashboard/admin-tools/admin-skills">{t`Manage Skills`}</Link>
        </nav>
      ) : (
        <p>{t`Only administrators can use these tools.`}</p>
      )}
      <div className={section}>
        <Outlet />
      </div>
    </Page>
  );
}

export function SkillCategoriesPage() {
  const { t } = useLingui();
  return <h2>{t`Manage Skill Categories`}</h2>;
}

export function AdminSkillsPage() {
  const { t } = useLingui();
  return <h2>{t`Manage Skills`}</h2>;
}

import { useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { isAdmin } from '../../../shared/domain/roles';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { section } from '../../ui/layout.css';
import { Page } from '../../ui/page';
import { useCurrentUser } from '../user/api';
import { CatalogueList } from './catalogue-list';
import { CatalogueManager } from './catalogue-manager';
import { CategoryManager } from './category-manager';
import { MentorSkillsManager } from './mentor-skills-manager';
import * as styles from './skills.css';

/**
 * Spec section 2: whoever acts as mentor manages their own skills; admins (not acting as mentor) see
 * the catalogue they keep; mentees are told the page is not theirs.
 */
export function MentorSkillsPage() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  return (
    <Page title={t`Manage skills`}>
      {user?.role === 'mentor' ? (
        <MentorSkillsManager />
      ) : user && isAdmin(user) ? (
        <Card title={t`Skills`}>
          <p>
            {t`Mentors manage the skills they offer here. As an administrator you see the catalogue they choose from.`}{' '}
            <Link to="/dashboard/admin-tools/admin-skills">{t`Edit the catalogue in the Admin dashboard`}</Link>
          </p>
          <CatalogueList />
        </Card>
      ) : (
        <p>{t`Only mentors can manage skills.`}</p>
      )}
    </Page>
  );
}

/** Spec section 2: titled 'Admin dashboard'; the tool links only for admins; nested pages render below. */
export function AdminToolsLayout() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const admin = user ? isAdmin(user) : false;
  const linkProps = {
    inactiveProps: { className: buttonClass('secondary') },
    activeProps: { className: buttonClass('primary') },
  };
  return (
    <Page title={t`Admin dashboard`}>
      {admin ? (
        <>
          <nav aria-label={t`Admin tools`} className={styles.adminNav}>
            <Link to="/dashboard/admin-tools/overview" {...linkProps}>
              {t`Overview`}
            </Link>
            <Link to="/dashboard/admin-tools/skill-categories" {...linkProps}>
              {t`Manage skill categories`}
            </Link>
            <Link to="/dashboard/admin-tools/admin-skills" {...linkProps}>
              {t`Manage skills`}
            </Link>
          </nav>
          <div className={section}>
            <Outlet />
          </div>
        </>
      ) : (
        <p>{t`Only administrators can use these tools.`}</p>
      )}
    </Page>
  );
}

export function SkillCategoriesPage() {
  return <CategoryManager />;
}

export function AdminSkillsPage() {
  return <CatalogueManager />;
}

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SkillsSectionNav } from '../admin/skills-section';
import { isAdmin } from '../../../shared/domain/roles';
import { Card } from '../../ui/card';
import { Page } from '../../ui/page';
import { useCurrentUser } from '../user/api';
import { CatalogueList } from './catalogue-list';
import { CatalogueManager } from './catalogue-manager';
import { CategoryManager } from './category-manager';
import { MentorSkillsManager } from './mentor-skills-manager';

/**
 * docs/product.md (Roles and pages): whoever acts as mentor manages their own skills; admins (not acting as mentor) see
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

/** The admin console's skills section: categories, and the catalogue skills in them. */
export function SkillCategoriesPage() {
  return (
    <>
      <SkillsSectionNav />
      <CategoryManager />
    </>
  );
}

export function AdminSkillsPage() {
  return (
    <>
      <SkillsSectionNav />
      <CatalogueManager />
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/button';
import * as styles from './admin.css';

/** The skills section's two pages (categories, catalogue skills) as a small switch above each. */
export function SkillsSectionNav() {
  const { t } = useLingui();
  const linkProps = {
    inactiveProps: { className: buttonClass('secondary') },
    activeProps: { className: buttonClass('primary'), 'aria-current': 'page' as const },
  };
  return (
    <nav aria-label={t`Admin tools`} className={styles.subNav}>
      <Link to="/dashboard/admin-tools/skill-categories" {...linkProps}>
        {t`Manage skill categories`}
      </Link>
      <Link to="/dashboard/admin-tools/admin-skills" {...linkProps}>
        {t`Manage skills`}
      </Link>
    </nav>
  );
}

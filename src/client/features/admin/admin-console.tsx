import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { isAdmin } from '../../../shared/domain/roles';
import { Page } from '../../ui/page';
import { useCurrentUser } from '../user/api';
import * as styles from './admin.css';

interface AdminSection {
  to: string;
  label: MessageDescriptor;
  /** Other paths that belong to the section (the skills section's two pages). */
  also?: string[];
}

/**
 * The console's sections, in the order an operator works through them. A branch that adds a section
 * (the overview, payouts, refunds) adds its route under /dashboard/admin-tools and one line here.
 */
export const adminSections: AdminSection[] = [
  { to: '/dashboard/admin-tools/overview', label: msg`Overview` },
  { to: '/dashboard/admin-tools/mentors', label: msg`Mentors queue` },
  { to: '/dashboard/admin-tools/users', label: msg`Users` },
  { to: '/dashboard/admin-tools/reports', label: msg`Reports` },
  { to: '/dashboard/admin-tools/payouts', label: msg`Payouts` },
  { to: '/dashboard/admin-tools/refunds', label: msg`Refunds` },
  { to: '/dashboard/admin-tools/audit', label: msg`Audit log` },
  {
    to: '/dashboard/admin-tools/skill-categories',
    label: msg`Skills`,
    also: ['/dashboard/admin-tools/admin-skills'],
  },
];

/** /dashboard/admin-tools: the admin console, its sections as tabs; each section's page renders below. */
export function AdminConsoleLayout() {
  const { t, i18n } = useLingui();
  const { data: user } = useCurrentUser();
  if (!user || !isAdmin(user)) {
    return (
      <Page title={t`Admin dashboard`}>
        <p>{t`Only administrators can use these tools.`}</p>
      </Page>
    );
  }
  return (
    <Page title={t`Admin dashboard`}>
      <nav aria-label={t`Admin sections`} className={styles.sectionNav}>
        {adminSections.map((section) => (
          <SectionLink key={section.to} section={section} label={i18n._(section.label)} />
        ))}
      </nav>
      <div className={styles.sectionBody}>
        <Outlet />
      </div>
    </Page>
  );
}

function SectionLink({ section, label }: { section: AdminSection; label: string }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const alsoActive = section.also?.some((path) => pathname.startsWith(path)) ?? false;
  return (
    <Link
      to={section.to}
      className={alsoActive ? `${styles.sectionLink} ${styles.sectionLinkActive}` : styles.sectionLink}
      activeProps={{ className: `${styles.sectionLink} ${styles.sectionLinkActive}`, 'aria-current': 'page' }}
      {...(alsoActive ? { 'aria-current': 'page' as const } : {})}
    >
      {label}
    </Link>
  );
}

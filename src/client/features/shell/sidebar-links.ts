import { msg } from '@lingui/core/macro';
import type { AuthUser } from '../../../shared/contracts/user';
import { isAdmin } from '../../../shared/domain/roles';
import type { NavLink } from './nav-links';

// Apart from the header's links (nav-links.ts, first bundle): only the dashboard shows these, and their
// words are in the app catalogue.
interface SidebarEntry extends NavLink {
  visible: (user: Pick<AuthUser, 'role' | 'originalRole'>) => boolean;
}

const everyone = () => true;
const sidebarEntries: SidebarEntry[] = [
  { to: '/dashboard', label: msg`Your profile`, exact: true, visible: everyone },
  { to: '/dashboard/search', label: msg`Search for a mentor`, visible: (user) => user.role === 'mentee' },
  { to: '/dashboard/schedule', label: msg`Book a session`, visible: (user) => user.role !== 'mentor' },
  { to: '/dashboard/schedule', label: msg`Your availability`, visible: (user) => user.role === 'mentor' },
  { to: '/dashboard/delete-sessions', label: msg`Delete sessions`, visible: (user) => user.role === 'mentor' },
  { to: '/dashboard/session', label: msg`Upcoming sessions`, visible: everyone },
  { to: '/dashboard/session-history', label: msg`Your progress`, visible: everyone },
  { to: '/dashboard/settings', label: msg`Settings`, visible: everyone },
  { to: '/dashboard/mentor-skills', label: msg`Manage skills`, visible: (user) => user.role === 'mentor' },
  { to: '/dashboard/earnings', label: msg`Earnings`, visible: (user) => user.role === 'mentor' },
  // Admins keep their tools while acting as mentor or mentee, as the server's requireAdmin does.
  { to: '/dashboard/admin-tools', label: msg`Admin tools`, visible: isAdmin },
];

/** docs/product.md (Roles and pages), dashboard sidebar; each link is highlighted by its own path. */
export function sidebarLinks(user: Pick<AuthUser, 'role' | 'originalRole'>): NavLink[] {
  return sidebarEntries.filter((entry) => entry.visible(user)).map(({ visible: _visible, ...link }) => link);
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LinkProps } from '@tanstack/react-router';
import type { AuthUser } from '../../../shared/contracts/user';
import { isAdmin } from '../../../shared/domain/roles';

export interface NavLink {
  to: NonNullable<LinkProps['to']>;
  label: MessageDescriptor;
  /** Highlight only on this exact path (index pages), not on the pages below it. */
  exact?: boolean;
}

type Viewer = Pick<AuthUser, 'role' | 'originalRole'> | null | undefined;

const whyWe: NavLink = { to: '/', label: msg`Why We?`, exact: true };
const howItWorks: NavLink = { to: '/how-it-works', label: msg`How It Works` };
const pricing: NavLink = { to: '/pricing', label: msg`Pricing` };
const contact: NavLink = { to: '/contact', label: msg`Contact` };
const dashboard: NavLink = { to: '/dashboard', label: msg`Dashboard` };
const whyWeAdmin: NavLink = { to: '/why-we', label: msg`Why We?` };

/** Spec section 2, header: visitors, mentors and mentees, admins (who also get /why-we), anyone else nothing. */
export function headerLinks(user: Viewer): NavLink[] {
  if (!user) return [whyWe, howItWorks, pricing, contact];
  const member = [whyWe, pricing, contact, dashboard];
  if (isAdmin(user)) return [...member, whyWeAdmin];
  if (user.role === 'mentor' || user.role === 'mentee') return member;
  return [];
}

interface SidebarEntry extends NavLink {
  visible: (user: Pick<AuthUser, 'role' | 'originalRole'>) => boolean;
}

const everyone = () => true;
const sidebarEntries: SidebarEntry[] = [
  { to: '/dashboard', label: msg`Your Profile`, exact: true, visible: everyone },
  { to: '/dashboard/search', label: msg`Search for a Mentor`, visible: (user) => user.role === 'mentee' },
  { to: '/dashboard/schedule', label: msg`Book a Session`, visible: everyone },
  { to: '/dashboard/delete-sessions', label: msg`Delete Sessions`, visible: (user) => user.role === 'mentor' },
  { to: '/dashboard/session', label: msg`Upcoming Sessions`, visible: everyone },
  { to: '/dashboard/session-history', label: msg`Your Progress`, visible: everyone },
  { to: '/dashboard/settings', label: msg`Settings`, visible: everyone },
  { to: '/dashboard/mentor-skills', label: msg`Manage Skills`, visible: (user) => user.role === 'mentor' },
  // Admins keep their tools while acting as mentor or mentee, as the server's requireAdmin does.
  { to: '/dashboard/admin-tools', label: msg`Admin Tools`, visible: isAdmin },
];

/** Spec section 2, dashboard sidebar; each link is highlighted by its own path. */
export function sidebarLinks(user: Pick<AuthUser, 'role' | 'originalRole'>): NavLink[] {
  return sidebarEntries.filter((entry) => entry.visible(user)).map(({ visible: _visible, ...link }) => link);
}

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

const whyWe: NavLink = { to: '/', label: msg`Why we?`, exact: true };
const howItWorks: NavLink = { to: '/how-it-works', label: msg`How it works` };
const pricing: NavLink = { to: '/pricing', label: msg`Pricing` };
const contact: NavLink = { to: '/contact', label: msg`Contact` };
const dashboard: NavLink = { to: '/dashboard', label: msg`Dashboard` };
const whyWeAdmin: NavLink = { to: '/why-we', label: msg`Why we?` };

/**
 * docs/product.md (Roles and pages), header: visitors, mentors and mentees, admins, anyone else nothing. The spec gives admins
 * a second "Why we?" (to /why-we); one link of that name is enough, so theirs leads to /why-we.
 */
export function headerLinks(user: Viewer): NavLink[] {
  if (!user) return [whyWe, howItWorks, pricing, contact];
  const member = [whyWe, pricing, contact, dashboard];
  if (isAdmin(user)) return [whyWeAdmin, pricing, contact, dashboard];
  if (user.role === 'mentor' || user.role === 'mentee') return member;
  return [];
}

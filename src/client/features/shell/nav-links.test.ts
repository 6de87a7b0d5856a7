import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/domain/roles';
import { headerLinks, type NavLink } from './nav-links';
import { sidebarLinks } from './sidebar-links';

const show = (links: NavLink[]) => links.map((link) => `${i18n._(link.label)} → ${link.to}`);
const as = (role: Role, originalRole: Role = role) => ({ role, originalRole });

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('headerLinks (spec section 2)', () => {
  it('visitors get the marketing links', () => {
    expect(show(headerLinks(null))).toEqual([
      'Why We? → /',
      'How It Works → /how-it-works',
      'Pricing → /pricing',
      'Contact → /contact',
    ]);
  });

  it.each(['mentor', 'mentee'] as const)('%s gets Why We?, Pricing, Contact, Dashboard', (role) => {
    expect(show(headerLinks(as(role)))).toEqual([
      'Why We? → /',
      'Pricing → /pricing',
      'Contact → /contact',
      'Dashboard → /dashboard',
    ]);
  });

  it('admins get Why We? once, to /why-we, also while acting as mentor', () => {
    const expected = ['Why We? → /why-we', 'Pricing → /pricing', 'Contact → /contact', 'Dashboard → /dashboard'];
    expect(show(headerLinks(as('admin')))).toEqual(expected);
    expect(show(headerLinks(as('mentor', 'admin')))).toEqual(expected);
  });

  it('any other role gets no links', () => {
    expect(headerLinks(as('guest' as Role))).toEqual([]);
  });
});

describe('sidebarLinks (spec section 2)', () => {
  it('mentor', () => {
    expect(show(sidebarLinks(as('mentor')))).toEqual([
      'Your Profile → /dashboard',
      'Your availability → /dashboard/schedule',
      'Delete Sessions → /dashboard/delete-sessions',
      'Upcoming Sessions → /dashboard/session',
      'Your Progress → /dashboard/session-history',
      'Settings → /dashboard/settings',
      'Manage Skills → /dashboard/mentor-skills',
    ]);
  });

  it('mentee', () => {
    expect(show(sidebarLinks(as('mentee')))).toEqual([
      'Your Profile → /dashboard',
      'Search for a Mentor → /dashboard/search',
      'Book a Session → /dashboard/schedule',
      'Upcoming Sessions → /dashboard/session',
      'Your Progress → /dashboard/session-history',
      'Settings → /dashboard/settings',
    ]);
  });

  it('admin, and an admin acting as mentor keeps Admin Tools', () => {
    expect(show(sidebarLinks(as('admin'))).at(-1)).toBe('Admin Tools → /dashboard/admin-tools');
    expect(show(sidebarLinks(as('admin')))).not.toContain('Manage Skills → /dashboard/mentor-skills');
    const acting = show(sidebarLinks(as('mentor', 'admin')));
    expect(acting).toContain('Manage Skills → /dashboard/mentor-skills');
    expect(acting.at(-1)).toBe('Admin Tools → /dashboard/admin-tools');
  });

  it('only the index links match exactly, so Manage Skills is active on its own path', () => {
    expect(
      sidebarLinks(as('mentor'))
        .filter((link) => link.exact)
        .map((link) => link.to),
    ).toEqual(['/dashboard']);
  });
});

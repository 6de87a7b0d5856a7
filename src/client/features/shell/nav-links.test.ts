import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/domain/roles';
import { headerLinks, type NavLink } from './nav-links';
import { sidebarLinks } from './sidebar-links';

const show = (links: NavLink[]) => links.map((link) => `${i18n._(link.label)} → ${link.to}`);
const as = (role: Role, originalRole: Role = role) => ({ role, originalRole });

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('headerLinks (docs/product.md)', () => {
  it('visitors get the marketing links', () => {
    expect(show(headerLinks(null))).toEqual([
      'Why we? → /',
      'How it works → /how-it-works',
      'Pricing → /pricing',
      'Contact → /contact',
    ]);
  });

  it.each(['mentor', 'mentee'] as const)('%s gets Why we?, Pricing, Contact, Dashboard', (role) => {
    expect(show(headerLinks(as(role)))).toEqual([
      'Why we? → /',
      'Pricing → /pricing',
      'Contact → /contact',
      'Dashboard → /dashboard',
    ]);
  });

  it('admins get Why we? once, to /why-we, also while acting as mentor', () => {
    const expected = ['Why we? → /why-we', 'Pricing → /pricing', 'Contact → /contact', 'Dashboard → /dashboard'];
    expect(show(headerLinks(as('admin')))).toEqual(expected);
    expect(show(headerLinks(as('mentor', 'admin')))).toEqual(expected);
  });

  it('any other role gets no links', () => {
    expect(headerLinks(as('guest' as Role))).toEqual([]);
  });
});

describe('sidebarLinks (docs/product.md)', () => {
  it('mentor', () => {
    expect(show(sidebarLinks(as('mentor')))).toEqual([
      'Your profile → /dashboard',
      'Your availability → /dashboard/schedule',
      'Delete sessions → /dashboard/delete-sessions',
      'Upcoming sessions → /dashboard/session',
      'Your progress → /dashboard/session-history',
      'Settings → /dashboard/settings',
      'Manage skills → /dashboard/mentor-skills',
      'Earnings → /dashboard/earnings',
    ]);
  });

  it('mentee', () => {
    expect(show(sidebarLinks(as('mentee')))).toEqual([
      'Your profile → /dashboard',
      'Search for a mentor → /dashboard/search',
      'Book a session → /dashboard/schedule',
      'Upcoming sessions → /dashboard/session',
      'Your progress → /dashboard/session-history',
      'Settings → /dashboard/settings',
    ]);
  });

  it('admin, and an admin acting as mentor keeps Admin tools', () => {
    expect(show(sidebarLinks(as('admin'))).at(-1)).toBe('Admin tools → /dashboard/admin-tools');
    expect(show(sidebarLinks(as('admin')))).not.toContain('Manage skills → /dashboard/mentor-skills');
    const acting = show(sidebarLinks(as('mentor', 'admin')));
    expect(acting).toContain('Manage skills → /dashboard/mentor-skills');
    expect(acting.at(-1)).toBe('Admin tools → /dashboard/admin-tools');
  });

  it('only the index links match exactly, so Manage skills is active on its own path', () => {
    expect(
      sidebarLinks(as('mentor'))
        .filter((link) => link.exact)
        .map((link) => link.to),
    ).toEqual(['/dashboard']);
  });
});

import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../shared/contracts/user';
import { createQueryClient } from '../../lib/query-client';
import { ToastProvider } from '../../ui/toast';
import { userKeys } from '../user/api';
import { Header } from './header';

const baseUser: AuthUser = {
  _id: 'u1',
  uuid: 'uuid-1',
  email: 'ada@example.test',
  userName: 'Ada',
  role: 'admin',
  originalRole: 'admin',
  image: null,
  freeSessionTokens: 0,
  sessionCredits: 0,
  headline: null,
  bio: null,
  languages: [],
  timeZone: null,
  notifications: { bookingMail: true, bookingPush: true, reminderMail: true, reminderPush: true },
  emailVerified: true,
  mentorStatus: 'approved',
  mentorStatusReason: null,
};

/** The header as the app renders it, with the logged-in user already known (no request is made). */
async function renderHeader(user: AuthUser | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userKeys.current(), user);
  const router = createRouter({
    routeTree: createRootRoute({ component: Header }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

const linkTargets = (nav: ReturnType<typeof within>) =>
  nav.getAllByRole('link').map((link: HTMLElement) => `${link.textContent} → ${link.getAttribute('href')}`);

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('Header', () => {
  it('shows an admin each member link once (their Why we? leads to /why-we) and Logout; the logo leads to the dashboard', async () => {
    const nav = await renderHeader(baseUser);
    expect(linkTargets(nav)).toEqual([
      'Why we? → /why-we',
      'Pricing → /pricing',
      'Contact → /contact',
      'Dashboard → /dashboard',
    ]);
    expect(nav.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mentor Marketplace' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows a visitor the marketing links and Login; the logo leads home', async () => {
    const nav = await renderHeader(null);
    expect(linkTargets(nav)).toEqual([
      'Why we? → /',
      'How it works → /how-it-works',
      'Pricing → /pricing',
      'Contact → /contact',
      'Login → /authentication',
    ]);
    expect(nav.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mentor Marketplace' }).getAttribute('href')).toBe('/');
  });

  it('shows a user of any other role no links, but Logout', async () => {
    const nav = await renderHeader({ ...baseUser, role: 'guest' as AuthUser['role'], originalRole: 'guest' as AuthUser['role'] });
    expect(nav.queryAllByRole('link')).toEqual([]);
    expect(nav.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  // happy-dom has no Popover API: the browser's part (opening, Esc, a tap outside) is tested in
  // e2e/navigation.spec.ts; here, how the header is wired to it.
  describe('menu', () => {
    const toggle = (name: string) => screen.getByRole('button', { name });
    const popoverToggles = (nav: HTMLElement, newState: 'open' | 'closed') =>
      act(() => {
        nav.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
      });

    it('is the popover its toggle opens and names', async () => {
      await renderHeader(null);
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(nav.getAttribute('popover')).toBe('auto');
      expect(toggle('Open menu').getAttribute('popovertarget')).toBe(nav.id);
      expect(toggle('Open menu').getAttribute('aria-controls')).toBe(nav.id);
    });

    it("the toggle's name and aria-expanded follow the popover as the browser opens and closes it", async () => {
      await renderHeader(null);
      const nav = screen.getByRole('navigation', { name: 'Main' });
      // The header reads the popover's state in an effect after the router's first (async) render.
      await vi.waitFor(() => expect(toggle('Open menu').getAttribute('aria-expanded')).toBe('false'));
      popoverToggles(nav, 'open');
      expect(toggle('Close menu').getAttribute('aria-expanded')).toBe('true');
      popoverToggles(nav, 'closed');
      expect(toggle('Open menu').getAttribute('aria-expanded')).toBe('false');
    });

    it('closes on a navigation, even to the page it is on', async () => {
      const hidePopover = vi.fn();
      HTMLElement.prototype.hidePopover = hidePopover;
      try {
        const nav = await renderHeader(null);
        expect(hidePopover).not.toHaveBeenCalled();
        fireEvent.click(nav.getByRole('link', { name: 'Why we?' }));
        await vi.waitFor(() => expect(hidePopover).toHaveBeenCalled());
        expect(hidePopover.mock.contexts[0]).toBe(screen.getByRole('navigation', { name: 'Main' }));
      } finally {
        delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
      }
    });
  });
});

import { useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../ui/button';
import { breakpoint } from '../../ui/theme.css';
import { useAuthUser } from '../user/current-user';
import { CloseIcon, LogoMark, MenuIcon } from './icons';
import { headerLinks } from './nav-links';
import * as styles from './shell.css';

const MENU_ID = 'main-menu';

// No first paint shows it: the prerendered pages and a visitor's header have none, and for someone
// logged in it appears with the auth check's answer (decision 084).
const LogoutButton = lazy(async () => ({ default: (await import('./logout-button')).LogoutButton }));

export function Header() {
  const { t, i18n } = useLingui();
  const user = useAuthUser();
  const router = useRouter();
  const navRef = useRef<HTMLElement>(null);
  // On phones the nav is a popover the browser opens and closes itself (toggle, Esc, a tap outside),
  // so a tap on a prerendered page works before React has hydrated it. React only mirrors its state,
  // and leaves aria-expanded unset until then: the browser reports the popover's state itself.
  const [menuOpen, setMenuOpen] = useState<boolean>();

  // A tap before hydration may have opened it already.
  useEffect(() => setMenuOpen(navRef.current?.matches(':popover-open') ?? false), []);
  useEffect(() => router.subscribe('onBeforeNavigate', () => navRef.current?.hidePopover()), [router]);
  // At desktop width the nav is inline and the toggle gone: a menu left open in a narrower window
  // (a tablet turned) would stay in the top layer over the page.
  useEffect(() => {
    const desktop = matchMedia(breakpoint.desktop);
    const close = () => desktop.matches && navRef.current?.hidePopover();
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, []);

  // Until the auth check has answered nothing role-specific is shown, so no wrong links flash up.
  const links = user === undefined ? [] : headerLinks(user);

  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <Link to={user ? '/dashboard' : '/'} className={styles.logo}>
          <LogoMark className={styles.logoMark} />
          <span>Mentor Marketplace</span>
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          popoverTarget={MENU_ID}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav
          ref={navRef}
          id={MENU_ID}
          popover="auto"
          className={styles.nav}
          aria-label={t`Main`}
          onToggle={(event) => setMenuOpen(event.newState === 'open')}
        >
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} activeOptions={{ exact: link.exact }} className={styles.navLink}>
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          {user ? (
            // Until its code is there, the same button, disabled, so nothing moves when it arrives.
            <Suspense
              fallback={
                <button type="button" className={buttonClass('secondary')} disabled>
                  {t`Logout`}
                </button>
              }
            >
              <LogoutButton />
            </Suspense>
          ) : user === undefined ? null : (
            <Link to="/authentication" className={buttonClass('primary')}>
              {t`Login`}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}

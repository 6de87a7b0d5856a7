import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../ui/button';
import { useDismiss } from '../../ui/use-dismiss';
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
  const { user, isPending } = useAuthUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);
  // Clicks outside land on the backdrop, which closes the menu itself.
  useDismiss(menuOpen, () => setMenuOpen(false), { returnFocus: toggleRef });

  // While the auth check runs nothing role-specific is shown, so no wrong links flash up.
  const links = isPending ? [] : headerLinks(user);

  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <Link to={user ? '/dashboard' : '/'} className={styles.logo}>
          <LogoMark className={styles.logoMark} />
          <span>Mentor Marketplace</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id={MENU_ID} className={styles.nav} data-open={menuOpen} aria-label={t`Main`}>
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  activeOptions={{ exact: link.exact }}
                  className={styles.navLink}
                  onClick={() => setMenuOpen(false)}
                >
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
          ) : isPending ? null : (
            <Link to="/authentication" className={buttonClass('primary')} onClick={() => setMenuOpen(false)}>
              {t`Login`}
            </Link>
          )}
        </nav>
      </div>
      {menuOpen ? <div className={styles.backdrop} aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}
    </header>
  );
}

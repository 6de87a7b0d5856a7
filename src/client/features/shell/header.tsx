import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useOnline } from '../../lib/use-online';
import { Button, buttonClass } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { useDismiss } from '../../ui/use-dismiss';
import { useQueryClient } from '@tanstack/react-query';
import { logout, useAuthUser } from '../user/current-user';
import { CloseIcon, LogoMark, MenuIcon } from './icons';
import { headerLinks } from './nav-links';
import * as styles from './shell.css';

const MENU_ID = 'main-menu';

export function Header() {
  const { t, i18n } = useLingui();
  const { user, isPending } = useAuthUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);
  // Logging out needs the server (it ends the login there); the offline banner says so.
  const online = useOnline();
  const navigate = useNavigate();
  const toast = useToast();

  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);
  // Clicks outside land on the backdrop, which closes the menu itself.
  useDismiss(menuOpen, () => setMenuOpen(false), { returnFocus: toggleRef });

  async function handleLogout() {
    setLoggingOut(true);
    try {
      toast(await logout(queryClient), { tone: 'success' });
      void navigate({ to: '/authentication' });
      window.scrollTo(0, 0);
    } catch (error) {
      toast(errorMessage(error, t`Unable to logout`), { tone: 'error' });
    } finally {
      setLoggingOut(false);
    }
  }

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
            <Button variant="secondary" onClick={() => void handleLogout()} disabled={!online || loggingOut}>
              {t`Logout`}
            </Button>
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

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { changeLocale } from '../../lib/i18n';
import type { Locale } from '../../lib/preferences';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from './social-icons';
import * as styles from './shell.css';

const socialLinks: Array<{ network: string; href: string; icon: ReactNode }> = [
  { network: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedInIcon /> },
  { network: 'X', href: 'https://x.com/', icon: <XIcon /> },
  { network: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { network: 'Instagram', href: 'https://www.instagram.com/', icon: <InstagramIcon /> },
];

/** Each language named in itself, so whoever reads only one of them finds it. */
const languages: Array<{ locale: Locale; name: string }> = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
];

/**
 * The language switch on every page, visitors' included (logged in, Settings has it too). A first visit
 * comes in the browser's language; a choice here is remembered and wins from then on.
 */
function LanguageSwitch() {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.languageSwitch} role="group" aria-label={t`Language`}>
      {languages.map(({ locale, name }) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={styles.languageButton}
          aria-pressed={i18n.locale === locale}
          onClick={() => void changeLocale(locale)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={t`Footer`}>
          <ul>
            <li>
              <Link to="/about">{t`About us`}</Link>
            </li>
            <li>
              <Link to="/terms">{t`Terms`}</Link>
            </li>
          </ul>
        </nav>
        <p
          className={styles.footerTagline}
        >{t`A trusted source to find highly-vetted mentors and industry professionals to move your career ahead.`}</p>
        <ul className={styles.socialList}>
          {socialLinks.map(({ network, href, icon }) => (
            <li key={network}>
              <a
                className={styles.socialLink}
                href={href}
                rel="noopener noreferrer"
                aria-label={t`Mentor Marketplace on ${network}`}
              >
                {icon}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.footerInner}>
        {/* The prerendered pages carry their build's year; a page hydrated after New Year shows the new one. */}
        <p className={styles.copyright} suppressHydrationWarning>
          © {year} Mentor Marketplace
        </p>
        <LanguageSwitch />
      </div>
    </footer>
  );
}

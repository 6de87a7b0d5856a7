import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_COOKIE } from '../../shared/pages/built-pages';
import { writePageCookie } from './page-cookie';
import { writeLocale, type Locale } from './preferences';

/**
 * Catalogs are split per language, so only the chosen one is downloaded, and per area
 * (.linguirc.ts): `site` (the shell and the home page) is loaded before the first render; `pages` (the other
 * pages a visitor sees without logging in: marketing, login, contact) by the root route for the other
 * public pages and by the login screen a guarded page shows a visitor; `app` (everything behind the
 * login, and what it shares with those pages, e.g. the image picker) by the guarded layout
 * (routes/_auth.tsx). Each waits for its catalogue before its pages render.
 */
type Catalog = () => Promise<{ messages: Messages }>;
// Spelled out rather than a template import: Vite's runtime helper for those costs the first bundle more.
const catalogs: Record<'site' | 'pages' | 'app', Record<Locale, Catalog>> = {
  site: { en: () => import('../../../locales/en/site.po'), de: () => import('../../../locales/de/site.po') },
  pages: { en: () => import('../../../locales/en/pages.po'), de: () => import('../../../locales/de/pages.po') },
  app: { en: () => import('../../../locales/en/messages.po'), de: () => import('../../../locales/de/messages.po') },
};
type Part = keyof typeof catalogs;
const wanted = new Set<Part>(['site']);

async function loadMessages(locale: Locale): Promise<Messages> {
  const loaded = await Promise.all([...wanted].map((part) => catalogs[part][locale]()));
  return Object.assign({}, ...loaded.map((catalog) => catalog.messages)) as Messages;
}

export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
  document.documentElement.lang = locale;
  // The server and the service worker send the public pages prerendered in this language (decision 075).
  writePageCookie(LANGUAGE_COOKIE, locale);
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeLocale(locale);
  await activateLocale(locale);
}

const loading = new Map<Part, Promise<void>>();

/** A part's messages in the active language; from then on a language switch loads them too. */
export function loadCatalogue(part: Exclude<Part, 'site'>): Promise<void> {
  let loaded = loading.get(part);
  if (!loaded) {
    wanted.add(part);
    const locale = i18n.locale as Locale;
    loaded = catalogs[part][locale]().then((catalog) => i18n.load(locale, catalog.messages));
    loading.set(part, loaded);
  }
  return loaded;
}

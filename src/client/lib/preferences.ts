/**
 * The two stored preferences (docs/product.md, "Constants"), under their original keys and values:
 * `language` = 'eng' | 'ger' (default: the browser's, else eng) and `darkMode` = 'true' | 'false' (default false).
 * public/boot.js reads the same keys before the first paint; keep the two in step.
 */
export type Locale = 'en' | 'de';

const LANGUAGE_KEY = 'language';
const DARK_MODE_KEY = 'darkMode';
const storedByLocale: Record<Locale, string> = { en: 'eng', de: 'ger' };

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private mode, policies); fall back to the defaults.
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not persisted; the choice still applies to this page.
  }
}

/**
 * Until a language is chosen, the browser's: the first of its languages that the app speaks, as the
 * server reads Accept-Language for a first visit's page (src/server/static.ts).
 */
export function browserLocale(languages: readonly string[] = navigator.languages ?? []): Locale {
  const spoken = languages.find((tag) => /^(en|de)\b/i.test(tag));
  return spoken?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export function readLocale(): Locale {
  const stored = read(LANGUAGE_KEY);
  if (stored === storedByLocale.de) return 'de';
  return stored === storedByLocale.en ? 'en' : browserLocale();
}

export function writeLocale(locale: Locale): void {
  write(LANGUAGE_KEY, storedByLocale[locale]);
}

export function readDarkMode(): boolean {
  return read(DARK_MODE_KEY) === 'true';
}

/** Stores the choice and switches the theme attribute the vanilla-extract themes hang on. */
export function setDarkMode(dark: boolean): void {
  write(DARK_MODE_KEY, String(dark));
  applyTheme(dark);
}

/** The header's colour per theme (ui/theme.css.ts), for the browser's and the installed app's title bar. */
export const THEME_COLOR = { light: '#ffffff', dark: '#141b26' } as const;

export function applyTheme(dark: boolean): void {
  const theme = dark ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  // The app's own choice, not the system's, decides the theme: both media variants follow it.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = THEME_COLOR[theme];
}

/**
 * The two stored preferences (docs/product.md, "Constants"), under their original keys and values:
 * `language` = 'eng' | 'ger' (default eng) and `darkMode` = 'true' | 'false' (default false).
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

export function readLocale(): Locale {
  return read(LANGUAGE_KEY) === storedByLocale.de ? 'de' : 'en';
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

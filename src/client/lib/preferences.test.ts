import { afterEach, describe, expect, it } from 'vitest';
import { browserLocale, readDarkMode, readLocale, setDarkMode, THEME_COLOR, writeLocale } from './preferences';

afterEach(() => localStorage.clear());

describe('stored preferences (docs/product.md)', () => {
  it('language is stored as eng/ger and defaults to English', () => {
    expect(readLocale()).toBe('en');
    writeLocale('de');
    expect(localStorage.getItem('language')).toBe('ger');
    expect(readLocale()).toBe('de');
    writeLocale('en');
    expect(localStorage.getItem('language')).toBe('eng');
  });

  it("without a stored choice, follows the first of the browser's languages the app speaks", () => {
    expect(browserLocale(['de-DE', 'en'])).toBe('de');
    expect(browserLocale(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(browserLocale(['fr-FR', 'en-GB', 'de'])).toBe('en');
    expect(browserLocale(['fr-FR'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });

  it('darkMode is stored as true/false, defaults to false, and sets the theme attribute', () => {
    expect(readDarkMode()).toBe(false);
    setDarkMode(true);
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    setDarkMode(false);
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('the theme-color meta tags follow the chosen theme, whatever the system prefers', () => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">' +
      '<meta name="theme-color" content="#141b26" media="(prefers-color-scheme: dark)">';
    const colours = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);
    setDarkMode(true);
    expect(colours()).toEqual([THEME_COLOR.dark, THEME_COLOR.dark]);
    setDarkMode(false);
    expect(colours()).toEqual([THEME_COLOR.light, THEME_COLOR.light]);
  });
});

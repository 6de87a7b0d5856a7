import { afterEach, describe, expect, it } from 'vitest';
import { readDarkMode, readLocale, setDarkMode, writeLocale } from './preferences';

afterEach(() => localStorage.clear());

describe('stored preferences (spec section 3)', () => {
  it('language is stored as eng/ger and defaults to English', () => {
    expect(readLocale()).toBe('en');
    writeLocale('de');
    expect(localStorage.getItem('language')).toBe('ger');
    expect(readLocale()).toBe('de');
    writeLocale('en');
    expect(localStorage.getItem('language')).toBe('eng');
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
});

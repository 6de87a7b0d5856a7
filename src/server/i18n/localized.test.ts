import { describe, expect, it } from 'vitest';
import { acceptedLanguages, languageFromHeader } from './localized';

describe('acceptedLanguages', () => {
  it('lists the browser languages by preference, as navigator.languages would', () => {
    expect(acceptedLanguages('de-DE,de;q=0.9,en;q=0.8')).toEqual(['de-DE', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.5, en-GB')).toEqual(['en-GB', 'en']);
  });

  it('drops what is not a language tag, and languages the browser refuses', () => {
    expect(acceptedLanguages('*, en-US;q=0, <script>, fr')).toEqual(['fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('languageFromHeader', () => {
  it('picks German or English by the weights, English for anything else', () => {
    expect(languageFromHeader('fr, de-DE;q=0.8, en;q=0.5')).toBe('de');
    expect(languageFromHeader('en-GB, de;q=0.9')).toBe('en');
    expect(languageFromHeader('fr')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});

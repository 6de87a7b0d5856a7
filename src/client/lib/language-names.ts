/** "en" → "English" (or "Englisch"), in the viewer's language; the code itself where the browser has no name. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

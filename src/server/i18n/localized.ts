export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

/** A server text in every language we answer in; `{name}` placeholders are filled by `localize`. */
export type Localized = Record<Language, string>;

export function localize(text: Localized, lang: Language, params: Record<string, string | number> = {}): string {
  return text[lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Picks `de` when the client prefers German, else English (`Accept-Language: de`, `de-DE,…`). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const preferred = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q)
    .find((entry) => entry.tag.startsWith('en') || entry.tag.startsWith('de'));
  return preferred?.tag.startsWith('de') ? 'de' : 'en';
}

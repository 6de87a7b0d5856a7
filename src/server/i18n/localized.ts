import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { projectRoot } from '../paths';

export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

/**
 * A server text: a Lingui message descriptor whose id is the English text. Each is written as
 * `/*i18n*\/ { id: '…' }` so `npm run i18n:extract` finds it without a macro (the server runs
 * under plain tsx) and keeps locales/{en,de}/server.po in sync.
 */
export type ServerText = MessageDescriptor;

type Params = Record<string, string | number>;

/** Reads a catalogue as Lingui's PO format writes it; an untranslated entry falls back to `fallback`. */
function loadCatalogue(lang: Language, fallback: Messages = {}): Messages {
  const po = PO.parse(readFileSync(path.join(projectRoot, 'locales', lang, 'server.po'), 'utf8'));
  const messages: Messages = {};
  for (const item of po.items) {
    if (item.obsolete) continue;
    const text = item.msgstr[0];
    messages[item.msgid] = text ? compileMessage(text) : (fallback[item.msgid] ?? compileMessage(item.msgid));
  }
  return messages;
}

function catalogues(): Record<Language, I18n> {
  const en = loadCatalogue('en');
  const de = loadCatalogue('de', en);
  const make = (locale: Language, messages: Messages) => {
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    // A text added since the last extraction has no entry yet; its id is its English wording.
    i18n.setMessagesCompiler(compileMessage);
    return i18n;
  };
  return { en: make('en', en), de: make('de', de) };
}

// One instance per language: requests of both languages run interleaved, so none may switch a shared one.
const i18nByLanguage = catalogues();

export function localize(text: ServerText, lang: Language, params: Params = {}): string {
  return i18nByLanguage[lang]._({ ...text, values: { ...text.values, ...params } });
}

/** An Accept-Language header's tags with their weights, most preferred first ("de-DE,de;q=0.9" → de-DE 1, de 0.9). */
function weightedTags(header: string): { tag: string; q: number }[] {
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
}

/** Picks `de` when the client prefers German, else English (`Accept-Language: de`, `de-DE,…`). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const preferred = weightedTags(header)
    .map((entry) => entry.tag.toLowerCase())
    .find((tag) => tag.startsWith('en') || tag.startsWith('de'));
  return preferred?.startsWith('de') ? 'de' : 'en';
}

/**
 * "de-DE,de;q=0.9,en;q=0.8" → ["de-DE", "de", "en"]: the browser's languages as `navigator.languages`
 * lists them, for the server's render of a page (user-pages.ts); refused ones (q=0) and non-tags left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return weightedTags(header ?? '')
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0)
    .map(({ tag }) => tag);
}

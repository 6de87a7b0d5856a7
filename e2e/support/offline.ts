import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import PO from 'pofile';
import { expect } from './fixtures';

/**
 * The two ways a network goes away that the app must treat alike (decision 102):
 * - `emulated`: Chromium's offline emulation. It tells the page, but after a reload Chromium keeps
 *   `navigator.onLine` true while requests still fail; the API is blocked as well, because the emulation
 *   can let a request through while a reloaded page starts.
 * - `failing`: every request fails while the browser believes it is online (a dead hotel network, a
 *   captive portal): only what the service worker holds answers, no `offline` event ever fires.
 * Each offline flow runs once per way: `emulated` in English, `failing` in German, both on a phone.
 */
export const NETWORK_LOSSES = [
  { network: 'emulated', language: 'en' },
  { network: 'failing', language: 'de' },
] as const;
export type NetworkLoss = (typeof NETWORK_LOSSES)[number]['network'];
export type Language = (typeof NETWORK_LOSSES)[number]['language'];

export async function cutNetwork(context: BrowserContext, network: NetworkLoss): Promise<void> {
  if (network === 'emulated') {
    await context.setOffline(true);
    await context.route('**/app/**', (route) => route.abort('internetdisconnected'));
  } else {
    // The page's own requests and the service worker's fetches; the worker's precache still answers.
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
  }
}

export async function restoreNetwork(context: BrowserContext, network: NetworkLoss): Promise<void> {
  if (network === 'emulated') {
    await context.unroute('**/app/**');
    await context.setOffline(false);
  } else {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  }
}

/**
 * Back online is noticed by the app's probe, which backs off to one every 8 s when the browser gave no
 * sign (the `failing` way): waits for it that long.
 */
export const BACK_ONLINE_TIMEOUT_MS = 12_000;

/** The first visit installs the service worker; from the reload on it controls the page. */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The language the app starts in for this page (before its first script runs). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((stored) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', stored);
  }, language === 'de' ? 'ger' : 'eng');
}

function germanCatalogue(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const part of ['site', 'pages', 'messages']) {
    const file = path.resolve(import.meta.dirname, '../../locales/de', `${part}.po`);
    for (const item of PO.parse(readFileSync(file, 'utf8')).items) {
      if (!texts.has(item.msgid) && item.msgstr[0]) texts.set(item.msgid, item.msgstr[0]);
    }
  }
  return texts;
}
let german: Map<string, string> | undefined;

/**
 * The app's words in `language`, looked up by their English source text in the German catalogues, so
 * one test reads in both languages: `say('Feedback on "{title}"', { title })`.
 */
export function wordsIn(language: Language) {
  return (english: string, values: Record<string, string> = {}): string => {
    german ??= germanCatalogue();
    const text = language === 'de' ? (german.get(english) ?? english) : english;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A RegExp for a text whose placeholders left open (`Pay {amount}`) match anything. */
export function textPattern(text: string): RegExp {
  return new RegExp(
    text
      .split(/\{\w+\}/)
      .map(escape)
      .join('.+'),
  );
}

/** The banner's line: "Offline · Saved just now" or "Offline · Saved 3 min ago", in the language. */
export function bannerLine(say: ReturnType<typeof wordsIn>): RegExp {
  return new RegExp(`${escape(say('Offline'))} · (${escape(say('Saved just now'))}|${textPattern(say('Saved {age}')).source})`);
}

export interface Stored {
  queries: string[];
  mutations: string[];
  /** How many upcoming sessions the stored cache holds. */
  upcoming: number;
}

/** What the app has written to IndexedDB (query hashes and queued mutation keys), read as the page sees it. */
export function stored(page: Page): Promise<Stored> {
  return page.evaluate(
    () =>
      new Promise<Stored>((resolve, reject) => {
        const open = indexedDB.open('mentor-marketplace');
        // Not created by the app yet: do not create it here with the wrong shape.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve({ queries: [], mutations: [], upcoming: 0 });
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('query-cache').objectStore('query-cache').get('query-client');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            const client = read.result
              ? (JSON.parse(read.result as string) as {
                  clientState: {
                    queries: Array<{ queryHash: string; state: { data: unknown } }>;
                    mutations: Array<{ mutationKey: unknown }>;
                  };
                })
              : null;
            resolve({
              queries: client?.clientState.queries.map((query) => query.queryHash) ?? [],
              mutations: client?.clientState.mutations.map((mutation) => JSON.stringify(mutation.mutationKey)) ?? [],
              upcoming:
                (
                  client?.clientState.queries.find((query) => query.queryHash === '["session","upcoming"]')?.state.data as
                    unknown[] | undefined
                )?.length ?? 0,
            });
          };
        };
      }),
  );
}

import { i18n, type Messages } from '@lingui/core';
import { writeLocale, type Locale } from './preferences';

/** Catalogs are split per language, so only the chosen one is downloaded. */
async function loadMessages(locale: Locale): Promise<Messages> {
  const catalog = (await import(`../../../locales/${locale}/messages.po`)) as { messages: Messages };
  return catalog.messages;
}

export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
  document.documentElement.lang = locale;
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeLocale(locale);
  await activateLocale(locale);
}

// @vitest-environment node
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

/**
 * A message missing from a catalog shows as its hashed id in production builds ("VLy2cu"), so the
 * catalogs must hold every message the source uses, and German must translate each of them.
 * Fix a failure with `npx lingui extract` and a German translation in locales/de/site.po (pages a
 * visitor sees without logging in, .linguirc.ts) or locales/de/messages.po (the rest).
 */
describe.each(await getCatalogs(getConfig({ cwd: path.resolve(import.meta.dirname, '../../..') })))(
  'translation catalog $path',
  async (catalog) => {
    const extracted = (await catalog.collect()) ?? {};
    const sourceMessages = Object.entries(extracted).map(([id, entry]) => ({ id, message: entry.message ?? id }));

    it.each(['en', 'de'])('%s holds every message of the source, translated', async (locale) => {
      const messages = await catalog.read(locale);
      const missing = sourceMessages.filter(({ id }) => !messages[id]?.translation).map(({ message }) => message);
      expect(missing).toEqual([]);
    });

    it('German differs from English wherever the words are not the same in both', async () => {
      const german = await catalog.read('de');
      // Names, numbers and words German borrows unchanged; anything else left in English is an oversight.
      const sameInBoth = new Set([
        'Admin',
        'Mentor',
        'Mentee',
        'Dashboard',
        'Login',
        'Playground',
        'Go',
        'Email',
        'Preview',
        'Offline',
        'Details',
        'Status',
        'Google Meet:',
      ]);
      const untranslated = sourceMessages.filter(
        ({ id, message }) => german[id]?.translation === message && !sameInBoth.has(message),
      );
      expect(untranslated.map(({ message }) => message)).toEqual([]);
    });
  },
);

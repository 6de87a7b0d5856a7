import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MessageDescriptor } from '@lingui/core';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';

const serverDir = path.join(projectRoot, 'src', 'server');
const textFiles = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.messages.ts'));

async function serverTexts(): Promise<MessageDescriptor[]> {
  const modules = await Promise.all(textFiles.map((file) => import(path.join(serverDir, file)) as Promise<Record<string, object>>));
  return modules.flatMap((module) => Object.values(module).flatMap((table) => Object.values(table) as MessageDescriptor[]));
}

function catalogue(lang: string): Map<string, string> {
  const po = PO.parse(readFileSync(path.join(projectRoot, 'locales', lang, 'server.po'), 'utf8'));
  return new Map(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort((a, b) => a.localeCompare(b));

describe('server texts', () => {
  it('are all in the extracted catalogue (npm run i18n:extract) and translated to German with the same placeholders', async () => {
    const texts = await serverTexts();
    expect(texts.length).toBeGreaterThan(100);
    const en = catalogue('en');
    const de = catalogue('de');
    for (const { id } of texts) {
      expect(en.get(id), id).toBe(id);
      expect(de.get(id), id).toMatch(/\S/);
      expect(placeholders(de.get(id)!), id).toEqual(placeholders(id));
    }
  });
});

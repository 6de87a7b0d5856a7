import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

/** Waits for the newest .eml written to `to` in the server's outbox and returns its raw text. */
export async function waitForMail(to: string, dataDir = E2E_DATA_DIR): Promise<string> {
  const outbox = path.join(dataDir, 'mail');
  const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((file) => file.endsWith(`-${safeTo}.eml`))
          .sort();
        const newest = files.at(-1);
        found = newest ? await readFile(path.join(outbox, newest), 'utf8') : '';
        return found.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  return found;
}

/** A raw mail's text, undoing quoted-printable soft line breaks and escapes. */
function decodeMail(rawMail: string): string {
  return rawMail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The email verification link in a raw mail. */
export function verificationLinkFrom(rawMail: string): string {
  const match = /https?:\/\/\S+\/verify-email\?\S+/.exec(decodeMail(rawMail));
  if (!match) throw new Error(`no verification link in mail:\n${rawMail}`);
  return match[0];
}

/** The reset link in a raw mail, undoing quoted-printable soft line breaks and escapes. */
export function resetLinkFrom(rawMail: string): string {
  const decoded = decodeMail(rawMail);
  const match = /https?:\/\/\S+\/authentication\?reset=[A-Za-z0-9_%-]+/.exec(decoded);
  if (!match) throw new Error(`no reset link in mail:\n${rawMail}`);
  return match[0];
}

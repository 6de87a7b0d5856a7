import webpush from 'web-push';
import { z } from 'zod';
import { ConfigError, type Config } from '../env';
import type { DbOrTx } from '../db/client';
import { insertSettingIfAbsent, readSetting } from './push.queries';

export interface VapidDetails {
  subject: string;
  /** base64url, 65 bytes decoded (uncompressed P-256 point). */
  publicKey: string;
  /** base64url, 32 bytes decoded. */
  privateKey: string;
}

const SETTING_KEY = 'vapid';
const storedKeysSchema = z.object({ publicKey: z.string(), privateKey: z.string() });

export interface VapidKeys {
  /** Loaded once per app; a failed load (database briefly away) is retried on the next call. */
  details(): Promise<VapidDetails>;
}

/**
 * The keys this server signs pushes with: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when configured, else
 * a pair generated on first use and kept in `app_settings`, so every instance and every restart signs
 * with the same key and browsers' subscriptions stay valid. Built once per app by `createAppDeps`.
 */
export function createVapidKeys(config: Config, db: DbOrTx): VapidKeys {
  let pending: Promise<VapidDetails> | undefined;
  return {
    details() {
      if (!pending) {
        const loading = loadVapidDetails(config, db);
        pending = loading;
        loading.catch(() => {
          if (pending === loading) pending = undefined;
        });
      }
      return pending;
    },
  };
}

async function loadVapidDetails(config: Config, db: DbOrTx): Promise<VapidDetails> {
  const subject = vapidSubject(config);
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  if (publicKey && privateKey) return { subject, ...checkedConfiguredKeys(publicKey, privateKey) };

  const existing = storedKeysSchema.safeParse(await readSetting(db, SETTING_KEY));
  if (existing.success) return { subject, ...existing.data };
  // Two instances starting together may both generate a pair; the first insert wins and both re-read it.
  await insertSettingIfAbsent(db, SETTING_KEY, webpush.generateVAPIDKeys());
  return { subject, ...storedKeysSchema.parse(await readSetting(db, SETTING_KEY)) };
}

/**
 * Push services want a contact in the signed token: VAPID_SUBJECT, else the https PUBLIC_URL itself,
 * else `mailto:admin@<host of PUBLIC_URL>` (web-push accepts only https: and mailto: subjects).
 */
export function vapidSubject(config: Pick<Config, 'VAPID_SUBJECT' | 'publicUrl'>): string {
  if (config.VAPID_SUBJECT) {
    if (!/^(mailto:.+|https:\/\/.+)$/.test(config.VAPID_SUBJECT)) {
      throw configError('VAPID_SUBJECT', 'must be a mailto: address or an https:// URL');
    }
    return config.VAPID_SUBJECT;
  }
  const url = new URL(config.publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:admin@${url.hostname}`;
}

const base64url = /^[A-Za-z0-9_-]+$/;

function checkedConfiguredKeys(publicKey: string, privateKey: string) {
  const publicBytes = base64url.test(publicKey) ? Buffer.from(publicKey, 'base64url') : Buffer.alloc(0);
  if (publicBytes.length !== 65 || publicBytes[0] !== 4) {
    throw configError(
      'VAPID_PUBLIC_KEY',
      'must be a base64url P-256 public key (65 bytes), e.g. from `npx web-push generate-vapid-keys`',
    );
  }
  if (!base64url.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32) {
    throw configError('VAPID_PRIVATE_KEY', 'must be a base64url P-256 private key (32 bytes)');
  }
  return { publicKey, privateKey };
}

const configError = (variable: string, message: string) => new ConfigError(`Invalid configuration:\n  ${variable}: ${message}`);

import { describe, expect, it } from 'vitest';
import { isIos, reminderState, urlBase64ToUint8Array } from './platform';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('isIos', () => {
  it('recognises an iPhone', () => {
    expect(isIos({ userAgent: IPHONE, platform: 'iPhone', maxTouchPoints: 5 })).toBe(true);
  });

  it('recognises an iPad that claims to be a Mac by its touch screen', () => {
    expect(isIos({ userAgent: IPAD_AS_MAC, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
  });

  it('leaves a real Mac and Android alone', () => {
    expect(isIos({ userAgent: IPAD_AS_MAC, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: ANDROID_CHROME, platform: 'Linux armv8l', maxTouchPoints: 5 })).toBe(false);
  });
});

describe('urlBase64ToUint8Array', () => {
  it('decodes unpadded base64url, including the characters that differ from base64', () => {
    const bytes = Uint8Array.from([0xfb, 0xff, 0xbf, 0x04, 0x00]);
    const encoded = Buffer.from(bytes).toString('base64url');
    expect(encoded).toBe('-_-_BAA');
    expect([...urlBase64ToUint8Array(encoded)]).toEqual([...bytes]);
  });

  it('gives the 65 bytes of an uncompressed P-256 key', () => {
    const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const bytes = urlBase64ToUint8Array(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('reminderState', () => {
  const base = { supported: true, permission: 'default' as NotificationPermission, subscribed: false, online: true };

  it('reports on and off from the subscription', () => {
    expect(reminderState(base)).toBe('off');
    expect(reminderState({ ...base, subscribed: true, permission: 'granted' })).toBe('on');
  });

  it('puts an unsupported browser and blocked notifications before anything else', () => {
    expect(reminderState({ ...base, supported: false, online: false })).toBe('unsupported');
    expect(reminderState({ ...base, permission: 'denied', subscribed: true, online: false })).toBe('denied');
  });

  it('cannot change anything offline, and waits for the subscription to be read', () => {
    expect(reminderState({ ...base, online: false, subscribed: true })).toBe('offline');
    expect(reminderState({ ...base, subscribed: null })).toBe('checking');
  });
});

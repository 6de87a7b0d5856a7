import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      publicUrl: 'http://localhost:3000',
      appOrigin: 'http://localhost:3000',
      sessionPriceCents: 1000,
      CURRENCY: 'EUR',
      paymentProvider: 'simulated',
      REMINDER_OFFSETS_MINUTES: [1440, 60],
      DB_TIMEOUT_MS: 5000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('switches the request machinery on by default, off one by one, and refuses anything but on/off', () => {
    expect(loadConfig({})).toMatchObject({ READ_CACHE: true, AUTH_BATCHING: true, BOOKING_FLIGHT: true });
    expect(loadConfig({ READ_CACHE: 'off', AUTH_BATCHING: 'off', BOOKING_FLIGHT: 'off' })).toMatchObject({
      READ_CACHE: false,
      AUTH_BATCHING: false,
      BOOKING_FLIGHT: false,
    });
    expect(loadConfig({ BOOKING_FLIGHT: 'off' })).toMatchObject({ READ_CACHE: true, BOOKING_FLIGHT: false });
    expect(() => loadConfig({ READ_CACHE: 'false' })).toThrow(/READ_CACHE/);
  });

  it('derives the price in cents and the public origin', () => {
    const config = loadConfig({ SESSION_PRICE: '12.5', PORT: '8080', PUBLIC_URL: 'https://mentors.example/' });
    expect(config.sessionPriceCents).toBe(1250);
    expect(config.publicUrl).toBe('https://mentors.example');
    expect(config.appOrigin).toBe('https://mentors.example');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SESSION_PRICE: '-3' }, 'SESSION_PRICE'],
    [{ CURRENCY: 'euro' }, 'CURRENCY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_SECRET_KEY'],
    [{ VAPID_PUBLIC_KEY: 'abc' }, 'VAPID_PUBLIC_KEY'],
    [{ REMINDER_OFFSETS_MINUTES: '1 day' }, 'REMINDER_OFFSETS_MINUTES'],
    [{ PUSH_DEV_ENDPOINTS: '127.0.0.1' }, 'PUSH_DEV_ENDPOINTS'],
    [{ PUSH_ALLOWED_HOSTS: 'https://fcm.googleapis.com' }, 'PUSH_ALLOWED_HOSTS'],
    [{ DB_TIMEOUT_MS: '5s' }, 'DB_TIMEOUT_MS'],
    [{ DB_TIMEOUT_MS: '0' }, 'DB_TIMEOUT_MS'],
  ])('stops on %o with a message naming the variable', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it('reads the push endpoint lists, empty by default', () => {
    expect(loadConfig({})).toMatchObject({ PUSH_ALLOWED_HOSTS: [], PUSH_DEV_ENDPOINTS: [] });
    const config = loadConfig({ PUSH_ALLOWED_HOSTS: 'FCM.googleapis.com, *.push.apple.com', PUSH_DEV_ENDPOINTS: '127.0.0.1:9,[::1]:8080' });
    expect(config.PUSH_ALLOWED_HOSTS).toEqual(['fcm.googleapis.com', '*.push.apple.com']);
    expect(config.PUSH_DEV_ENDPOINTS).toEqual(['127.0.0.1:9', '[::1]:8080']);
  });

  it('switches to Stripe only with all three keys', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(config.paymentProvider).toBe('stripe');
  });
});

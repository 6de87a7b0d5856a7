import { describe, expect, it } from 'vitest';
import { todaysSessionCount } from './todays-sessions';

const session = (start: string) => ({ start, end: new Date(Date.parse(start) + 3600_000).toISOString() });

describe('todaysSessionCount', () => {
  // 10:00 in Berlin (UTC+1 in January).
  const now = Date.parse('2030-01-10T09:00:00Z');

  it('counts the sessions still ahead today, a running one included, in the person’s time zone', () => {
    const sessions = [
      session('2030-01-10T08:30:00Z'), // running (09:30–10:30 Berlin)
      session('2030-01-10T15:00:00Z'), // this afternoon
      session('2030-01-10T22:30:00Z'), // 23:30 Berlin: still today there
      session('2030-01-10T07:00:00Z'), // over
      session('2030-01-11T08:00:00Z'), // tomorrow
    ];
    expect(todaysSessionCount(sessions, now, 'Europe/Berlin')).toBe(3);
  });

  it('uses the day of the given zone, not the device’s or UTC', () => {
    // 22:30 UTC on the 10th is already the 11th in Tokyo.
    expect(todaysSessionCount([session('2030-01-10T22:30:00Z')], now, 'Asia/Tokyo')).toBe(0);
    expect(todaysSessionCount([session('2030-01-10T22:30:00Z')], now, 'America/New_York')).toBe(1);
  });

  it('is 0 without sessions', () => {
    expect(todaysSessionCount([], now, 'UTC')).toBe(0);
  });
});

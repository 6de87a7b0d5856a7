import { describe, expect, it } from 'vitest';
import { formatAge } from './data-age';

const now = Date.UTC(2030, 0, 10, 12);

describe('formatAge', () => {
  it('says nothing under a minute, then minutes, hours and days', () => {
    expect(formatAge(now - 30_000, now, 'en')).toBeNull();
    expect(formatAge(now - 5 * 60_000, now, 'en')).toMatch(/^5\s?m(in)?\.? ago$/);
    expect(formatAge(now - 3 * 3600_000, now, 'en')).toMatch(/^3\s?h(r)?\.? ago$/);
    expect(formatAge(now - 3 * 86_400_000, now, 'de')).toMatch(/^vor 3 T(agen)?\.?$/);
  });

  it('treats a time in the future (a clock set back) as now', () => {
    expect(formatAge(now + 3600_000, now, 'en')).toBeNull();
  });
});

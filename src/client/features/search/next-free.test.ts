import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetViewerStyles } from '../../lib/date-format';
import { formatNextFree, isWithinWeek } from './next-free';

describe('formatNextFree', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetViewerStyles();
  });

  it('writes weekday, day, month and time in the viewer’s zone and language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    resetViewerStyles();
    expect(formatNextFree('2026-11-26T09:00:00Z', 'en', 'Europe/Berlin')).toBe('Thu 26 Nov, 10:00');
    expect(formatNextFree('2026-11-26T09:00:00Z', 'de', 'Europe/Berlin')).toBe('Do., 26. Nov., 10:00');
    expect(formatNextFree('2026-11-26T09:00:00Z', 'en', 'America/New_York')).toBe('Thu 26 Nov, 04:00');
  });

  it('tells whether a time is within the coming week', () => {
    const now = Date.parse('2026-11-26T09:00:00Z');
    expect(isWithinWeek('2026-12-02T09:00:00Z', now)).toBe(true);
    expect(isWithinWeek('2026-12-03T10:00:00Z', now)).toBe(false);
    expect(isWithinWeek(null, now)).toBe(false);
  });
});

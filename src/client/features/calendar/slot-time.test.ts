import 'temporal-polyfill/global';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetViewerStyles } from '../../lib/date-format';
import { formatSlotTime, selectionFrom, selectionFromDate } from './slot-time';

const at = (text: string) => Temporal.ZonedDateTime.from(`${text}[Europe/Berlin]`);

describe('slot selection', () => {
  it('snaps a click down to the 30-minute step and lasts one hour', () => {
    const { start, end } = selectionFrom(at('2026-11-23T14:47:12'));
    expect(start.toPlainTime().toString()).toBe('14:30:00');
    expect(end.toPlainTime().toString()).toBe('15:30:00');
  });

  it('turns a midnight start into 12:00 to 13:00', () => {
    const { start, end } = selectionFromDate(Temporal.PlainDate.from('2026-11-23'), 'Europe/Berlin');
    expect(start.toString()).toBe('2026-11-23T12:00:00+01:00[Europe/Berlin]');
    expect(end.toPlainTime().toString()).toBe('13:00:00');
  });
});

describe('formatSlotTime', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetViewerStyles();
  });

  it('writes the app’s one date-time format, on the browser’s clock in English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    resetViewerStyles();
    expect(formatSlotTime(at('2026-11-23T14:00'), 'en')).toBe('Mon, Nov 23, 2026, 2:00 PM');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    resetViewerStyles();
    expect(formatSlotTime(at('2026-11-01T09:30'), 'en')).toBe('Sun, 1 Nov 2026, 09:30');
  });

  it('writes German dates the German way, on a 24-hour clock', () => {
    expect(formatSlotTime(at('2026-11-23T14:00'), 'de')).toBe('Mo., 23. Nov. 2026, 14:00');
  });
});

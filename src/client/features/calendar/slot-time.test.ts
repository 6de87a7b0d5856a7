import 'temporal-polyfill/global';
import { describe, expect, it } from 'vitest';
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
  it("writes 'MMMM Do YYYY, h:mm a' in English", () => {
    expect(formatSlotTime(at('2026-11-23T14:00'), 'en')).toBe('November 23rd 2026, 2:00 pm');
    expect(formatSlotTime(at('2026-11-01T09:30'), 'en')).toBe('November 1st 2026, 9:30 am');
    expect(formatSlotTime(at('2026-11-12T00:00'), 'en')).toBe('November 12th 2026, 12:00 am');
  });

  it('writes German dates the German way', () => {
    expect(formatSlotTime(at('2026-11-23T14:00'), 'de')).toBe('23. November 2026, 14:00');
  });
});

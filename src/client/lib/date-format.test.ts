import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dayKey,
  formatClockRange,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayTime,
  formatFullDate,
  formatMonth,
  formatTime,
  formatTimeRange,
  formatWeekday,
  resetViewerStyles,
  scheduleXLocale,
  scheduleXTimeAxis,
  takeBrowserLanguages,
  viewerStyle,
  zoneLabel,
} from './date-format';

const START = '2026-11-26T13:00:00Z';
const END = '2026-11-26T14:00:00Z';
const BERLIN = 'Europe/Berlin';

function browserSpeaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  resetViewerStyles();
}

afterEach(() => {
  vi.restoreAllMocks();
  takeBrowserLanguages(null);
});

describe('German', () => {
  it('reads a 24-hour clock whatever the browser prefers', () => {
    browserSpeaks('en-US');
    expect(viewerStyle('de')).toEqual({ tag: 'de-DE', hourCycle: 'h23' });
    expect(formatTime(START, 'de', BERLIN)).toBe('14:00');
    expect(formatTimeRange(START, END, 'de', BERLIN)).toBe('14:00–15:00 Uhr');
    expect(formatDay(START, 'de', BERLIN)).toBe('Do., 26. Nov.');
    expect(formatDayTime(START, 'de', BERLIN)).toBe('Do., 26. Nov., 14:00');
    expect(formatDate(START, 'de', BERLIN)).toBe('26. Nov. 2026');
    expect(formatDateTime(START, 'de', BERLIN)).toBe('Do., 26. Nov. 2026, 14:00');
    expect(formatWeekday(2, 'de')).toBe('Di');
    expect(scheduleXLocale('de')).toBe('de-DE');
  });
});

describe('English follows the browser', () => {
  it('an American browser reads 12 hours, month first, with plain spaces whatever ICU puts there', () => {
    browserSpeaks('en-US', 'en');
    expect(viewerStyle('en')).toEqual({ tag: 'en-US', hourCycle: 'h12' });
    expect(formatTime(START, 'en', BERLIN)).toBe('2:00 PM');
    expect(formatTimeRange(START, END, 'en', BERLIN)).toBe('2:00 – 3:00 PM');
    expect(formatDay(START, 'en', BERLIN)).toBe('Thu, Nov 26');
    expect(formatDate(START, 'en', BERLIN)).toBe('Nov 26, 2026');
    expect(formatClockRange(18, 21, 'en')).toBe('6:00 – 9:00 PM');
    expect(scheduleXLocale('en')).toBe('en-US');
    expect(scheduleXTimeAxis('en')).toMatchObject({ hourCycle: 'h12', minute: '2-digit' });
  });

  it('a British browser reads 24 hours, day first', () => {
    browserSpeaks('en-GB');
    expect(formatTime(START, 'en', BERLIN)).toBe('14:00');
    expect(formatTimeRange(START, END, 'en', BERLIN)).toBe('14:00–15:00');
    expect(formatDay(START, 'en', BERLIN)).toBe('Thu 26 Nov');
    expect(formatDayTime(START, 'en', BERLIN)).toBe('Thu 26 Nov, 14:00');
    expect(formatDate(START, 'en', BERLIN)).toBe('26 Nov 2026');
    expect(formatClockRange(18, 21, 'en')).toBe('18:00–21:00');
    expect(scheduleXLocale('en')).toBe('en-GB');
    expect(scheduleXTimeAxis('en')).toMatchObject({ hourCycle: 'h23' });
  });

  it("the server's render of a page takes the languages the browser told it", () => {
    browserSpeaks('en-US');
    takeBrowserLanguages(['en-GB', 'en']);
    expect(formatTime(START, 'en', BERLIN)).toBe('14:00');
    takeBrowserLanguages(null);
    expect(formatTime(START, 'en', BERLIN)).toBe('2:00 PM');
  });

  it('a browser in another language gets English with its own clock', () => {
    browserSpeaks('de-DE', 'de');
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValueOnce({
      ...new Intl.DateTimeFormat('de-DE').resolvedOptions(),
      hourCycle: 'h23',
    });
    expect(viewerStyle('en').tag).toBe('en-GB');
  });
});

describe('dates without an instant', () => {
  it('name months, days and weekdays in the language', () => {
    browserSpeaks('en-GB');
    expect(formatMonth({ year: 2026, month: 11, day: 1 }, 'en')).toBe('November 2026');
    expect(formatMonth({ year: 2026, month: 11, day: 1 }, 'de')).toBe('November 2026');
    expect(formatFullDate({ year: 2026, month: 11, day: 26 }, 'en')).toBe('Thursday, 26 November 2026');
    expect(formatFullDate({ year: 2026, month: 11, day: 26 }, 'de')).toBe('Donnerstag, 26. November 2026');
    expect(formatWeekday(1, 'en')).toBe('Mon');
    expect(formatWeekday(7, 'en', 'long')).toBe('Sunday');
  });
});

describe('zones', () => {
  it('keys days and labels zones in the given zone', () => {
    expect(dayKey('2026-11-26T23:30:00Z', BERLIN)).toBe('2026-11-27');
    expect(zoneLabel(BERLIN, new Date(START))).toBe('Europe/Berlin, UTC+1');
    expect(formatTime(START, 'de', 'America/New_York')).toBe('08:00');
  });
});

import { msg } from '@lingui/core/macro';
import { formatDateRange, formatFullDate, formatMonth } from '../../lib/date-format';
import type { MessageDescriptor } from '@lingui/core';

/** Schedule-X's view names; the agenda is its list view, which lists one month. */
export const calendarViews = ['month-grid', 'week', 'day', 'list'] as const;
export type CalendarView = (typeof calendarViews)[number];

export const viewLabels: Record<CalendarView, MessageDescriptor> = {
  'month-grid': msg`Month`,
  week: msg`Week`,
  day: msg`Day`,
  list: msg`Agenda`,
};

/** docs/product.md (Roles and pages), calendar navigation: Previous and Next move by one month, week or day. */
export function stepDate(date: Temporal.PlainDate, view: CalendarView, direction: 1 | -1): Temporal.PlainDate {
  switch (view) {
    case 'week':
      return date.add({ weeks: direction });
    case 'day':
      return date.add({ days: direction });
    default:
      return date.add({ months: direction });
  }
}

/** The toolbar's heading for what is on screen, in the viewer's language. */
export function rangeHeading(date: Temporal.PlainDate, view: CalendarView, locale: string): string {
  if (view === 'day') return formatFullDate(date, locale);
  if (view === 'week') {
    const monday = date.subtract({ days: date.dayOfWeek - 1 });
    return formatDateRange(monday, monday.add({ days: 6 }), locale);
  }
  return formatMonth(date, locale);
}

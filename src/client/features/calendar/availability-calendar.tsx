import '@schedule-x/theme-default/dist/index.css';
import { i18n as appI18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  createCalendar,
  createViewDay,
  createViewList,
  createViewMonthGrid,
  createViewWeek,
  type CalendarEvent,
} from '@schedule-x/calendar';
import { createCurrentTimePlugin } from '@schedule-x/current-time';
import { ScheduleXCalendar } from '@schedule-x/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Slot } from '../../../shared/contracts/calendar';
import { DEFAULT_READ_SLOT_TITLE } from '../../../shared/domain/calendar';
import { formatTime, scheduleXLocale, scheduleXTimeAxis } from '../../lib/date-format';
import { ErrorMessage } from '../../ui/form-message';
import { visuallyHidden } from '../../ui/layout.css';
import { slotsQueryOptions } from './api';
import { CalendarToolbar } from './calendar-toolbar';
import { rangeHeading, stepDate, type CalendarView } from './calendar-views';
import * as styles from './calendar.css';
import type { SelectedMentor } from './selected-mentor';
import { MenteePanel, MentorPanel, statusLabels } from './slot-panel';
import { hiddenLabels } from './sync/hidden-labels';
import { GRID_STEP_MINUTES, selectionFrom, selectionFromDate, toIso, zonedFromIso, type SlotSelection } from './slot-time';
import { hoursIn } from './hour-range';
import { useHourDrag } from './use-hour-drag';
import { createViewControls } from './view-controls';

/** `timeZone` is read once: a new zone needs a new calendar (the schedule page keys it by zone). */
export type AvailabilityCalendarProps = { mentorUuid: string; timeZone: string } & (
  | { mode: 'mentor' }
  | { mode: 'mentee'; mentor: SelectedMentor; initialSlotId?: string | undefined }
);

interface Range {
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
}

/**
 * Schedule-X's own header (today, previous/next, range, view buttons, date picker) gives way to a header
 * content of ours, which is empty: CalendarToolbar above the calendar does that job in the app's language.
 * A month cell labels a slot by its start time ("10:00") and, on the mentor's booked or held slots, the
 * mentee's first name below it; the rest (status, full name, skill) stays for screen readers (the colour
 * shows the status to everybody else, the panel the rest).
 */
const customComponents = {
  headerContent: () => null,
  monthGridEvent: ({ calendarEvent }: { calendarEvent: CalendarEvent }) => (
    <span className={styles.monthEvent}>
      <span className={styles.monthEventTime}>{startLabel(calendarEvent, appI18n.locale)}</span>
      {typeof calendarEvent.who === 'string' ? (
        <span className={styles.monthEventWho} aria-hidden="true">
          {calendarEvent.who.split(' ')[0]}
        </span>
      ) : null}
      {typeof calendarEvent.status === 'string' ? (
        // A booked chip names who and what; a free or held one only its status (its title is the slot's default).
        <span className={visuallyHidden}> · {typeof calendarEvent.who === 'string' ? calendarEvent.title : calendarEvent.status}</span>
      ) : null}
    </span>
  ),
};

function startLabel(event: CalendarEvent, locale: string): string {
  const start = event.start as Temporal.ZonedDateTime;
  return formatTime(start.epochMilliseconds, locale, start.timeZoneId);
}

/** Week and day views open at 07:00, or earlier when the range has an earlier slot. */
const DEFAULT_FIRST_HOUR = 7;
const GRID_HEIGHT = 1600;
const HOUR_LABEL_ROOM = 16;

/**
 * Schedule-X writes the week grid's heights on <html>'s inline style when a week or day view first
 * renders. A custom property changed on the root restyles every element of the page (1 500 on the
 * schedule: 64 ms of a click on Week at 4× CPU). Written here first, with the values Schedule-X
 * computes (its grid height over the grid's steps in a whole day), its own write changes nothing and
 * the browser restyles only the view it draws (decision 120). e2e/schedule.spec.ts fails if they drift apart.
 */
function presetWeekGridHeights() {
  const root = document.documentElement.style;
  root.setProperty('--sx-week-grid-height', `${GRID_HEIGHT}px`);
  root.setProperty('--sx-week-grid-hour-height', `${GRID_HEIGHT / ((24 * 60) / GRID_STEP_MINUTES)}px`);
}

const isDarkTheme = () => document.documentElement.dataset.theme === 'dark';

/**
 * The slots of the month grid that holds `date`: six weeks from the Monday on or before the 1st (Schedule-X
 * starts weeks on Monday). Every view of a date in that month (its week, its day, the agenda) lies inside, so
 * switching views or stepping within the month shows what is already loaded, without a request and without
 * Schedule-X drawing the view a second time when the answer arrives.
 */
function fetchWindow(date: Temporal.PlainDate, timeZone: string): { start: string; end: string } {
  const first = date.with({ day: 1 });
  const start = first.subtract({ days: first.dayOfWeek - 1 }).toZonedDateTime({ timeZone });
  return { start: toIso(start), end: toIso(start.add({ days: MONTH_GRID_DAYS })) };
}
const MONTH_GRID_DAYS = 42;

/**
 * Spec 'Availability calendar' on Schedule-X: month (default), week, day and agenda; our own toolbar
 * (so labels follow the app's language); slots fetched per month (fetchWindow).
 * Loaded lazily, after ensureTemporal: Schedule-X reads the global Temporal; it stays out of every other route's code.
 */
export default function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { t, i18n } = useLingui();
  const { mentorUuid } = props;
  const [timeZone] = useState(props.timeZone);
  const [view, setView] = useState<CalendarView>('month-grid');
  const [date, setDate] = useState(() => Temporal.Now.plainDateISO(timeZone));
  const [range, setRange] = useState<Range | null>(null);
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  // A time chosen before signing up (the schedule's `slot`) is chosen again here.
  const [selectedSlotId, setSelectedSlotId] = useState<string | null>(props.mode === 'mentee' ? (props.initialSlotId ?? null) : null);

  const visible = fetchWindow(date, timeZone);
  const slots = useQuery(slotsQueryOptions(mentorUuid, visible.start, visible.end));
  const slotList = useMemo(() => slots.data ?? [], [slots.data]);
  const selectedSlot = slotList.find((slot) => slot._id === selectedSlotId) ?? null;
  const drag = useHourDrag(timeZone, (hours) => {
    setSelectedSlotId(null);
    setSelection(hours);
  });
  // Several hours being dragged or chosen show on the grid as one block until they are added.
  const newHours = drag.dragging ?? (selection && hoursIn(selection) > 1 ? selection : null);

  // Schedule-X keeps the callbacks it was created with; they read the latest handlers from here.
  const handlers = useRef({
    clickDateTime: (_: Temporal.ZonedDateTime) => {},
    mouseDownDateTime: (_: Temporal.ZonedDateTime, __: MouseEvent) => {},
    clickDate: (_: Temporal.PlainDate, __?: UIEvent) => {},
    clickEvent: (_: CalendarEvent) => {},
  });
  handlers.current = {
    clickDateTime: (dateTime) => {
      if (props.mode !== 'mentor' || drag.endsDrag()) return;
      setSelectedSlotId(null);
      setSelection(selectionFrom(dateTime.withTimeZone(timeZone)));
    },
    clickDate: (clicked, event) => {
      // The day number drills into the day view (spec 'Clicking a date header drills into day view');
      // the rest of a month cell is a mentor's whole-day click, which offers 12:00–13:00.
      const onDayNumber = event?.target instanceof Element && event.target.closest('.sx__month-grid-day__header-date');
      if (props.mode === 'mentor' && !onDayNumber) {
        setSelectedSlotId(null);
        setSelection(selectionFromDate(clicked, timeZone));
        return;
      }
      openDay(clicked);
    },
    mouseDownDateTime: (dateTime, event) => {
      if (props.mode === 'mentor') drag.onMouseDownDateTime(dateTime, event);
    },
    clickEvent: (event) => {
      if (event.id === NEW_HOURS_ID) return;
      setSelection(null);
      setSelectedSlotId(String(event.id));
    },
  };

  const [controls] = useState(() => createViewControls());
  const [calendar] = useState(() => {
    presetWeekGridHeights();
    return createCalendar(
      {
        views: [createViewMonthGrid(), createViewWeek(), createViewDay(), createViewList()],
        defaultView: 'month-grid',
        selectedDate: Temporal.Now.plainDateISO(timeZone),
        timezone: timeZone as never,
        locale: scheduleXLocale(i18n.locale),
        isDark: isDarkTheme(),
        isResponsive: false,
        weekOptions: { gridStep: GRID_STEP_MINUTES, gridHeight: GRID_HEIGHT, timeAxisFormatOptions: scheduleXTimeAxis(i18n.locale) },
        dayBoundaries: { start: '00:00', end: '24:00' },
        monthGridOptions: { nEventsPerDay: 5 },
        calendars: calendarColours,
        callbacks: {
          onRender: ($app) => {
            const current = $app.calendarState.range.value;
            if (current) setRange({ start: current.start, end: current.end });
          },
          onRangeUpdate: (next) => setRange({ start: next.start, end: next.end }),
          onClickDateTime: (dateTime) => handlers.current.clickDateTime(dateTime),
          onMouseDownDateTime: (dateTime, event) => handlers.current.mouseDownDateTime(dateTime, event),
          onClickDate: (clicked, event) => handlers.current.clickDate(clicked, event),
          onEventClick: (event) => handlers.current.clickEvent(event),
        },
      },
      [controls, createCurrentTimePlugin()],
    );
  });

  const openDay = (day: Temporal.PlainDate) => {
    setView('day');
    setDate(day);
    controls.setView('day');
    controls.setDate(day);
  };

  // Slots → events in the viewer's zone; the mentor's own slots show their status.
  useEffect(() => {
    calendar.events.set([
      ...slotList.map((slot) =>
        toEvent(
          slot,
          timeZone,
          props.mode !== 'mentor'
            ? null
            : slot.hiddenReason
              ? i18n._(hiddenLabels[slot.hiddenReason])
              : i18n._(statusLabels[slot.status ?? 'free']),
          t`Deleted user`,
        ),
      ),
      ...(newHours ? [{ id: NEW_HOURS_ID, title: t`New availability`, ...newHours, calendarId: 'selection' }] : []),
    ]);
  }, [calendar, slotList, timeZone, props.mode, i18n, newHours, t]);

  // Week and day views open scrolled to the morning (or the range's first slot), not at midnight; once
  // per range, so a refetch never moves what the viewer scrolled to.
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if ((view !== 'week' && view !== 'day') || !range || !slots.isSuccess) return;
    const key = `${view} ${range.start.toString()}`;
    if (scrolledFor.current === key) return;
    scrolledFor.current = key;
    const hours = slotList
      .map((slot) => zonedFromIso(slot.start, timeZone))
      .filter((start) => Temporal.ZonedDateTime.compare(start, range.start) >= 0 && Temporal.ZonedDateTime.compare(start, range.end) < 0)
      .map((start) => start.hour);
    const firstHour = Math.min(DEFAULT_FIRST_HOUR, ...hours);
    requestAnimationFrame(() => {
      const container = frame.current?.querySelector<HTMLElement>('.sx__view-container');
      // A little above the hour, so its label is not cut by the sticky day header.
      container?.scrollTo({ top: Math.max(0, (firstHour * GRID_HEIGHT) / 24 - HOUR_LABEL_ROOM), behavior: 'instant' });
    });
  }, [view, range, slots.isSuccess, slotList, timeZone]);

  // After a choice the panel (above the calendar on narrow screens) comes into view.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selection || selectedSlotId) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [selection, selectedSlotId]);

  // The app's theme and language can change while the calendar is open.
  useEffect(() => {
    const observer = new MutationObserver(() => calendar.setTheme(isDarkTheme() ? 'dark' : 'light'));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, [calendar]);
  useEffect(() => {
    if (controls.isReady()) controls.setLocale(scheduleXLocale(i18n.locale));
  }, [controls, i18n.locale]);

  // Schedule-X labels its day cells with aria-label on plain divs (a group role makes that valid), and
  // its scrolling view must be reachable by keyboard even when it holds no event.
  const frame = useRef<HTMLDivElement>(null);
  const viewLabel = t`Calendar`;
  const today = Temporal.Now.plainDateISO(timeZone).toString();
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const label = () => {
      root.querySelectorAll('div[aria-label]:not([role])').forEach((element) => element.setAttribute('role', 'group'));
      // The month grid starts at the current week: weeks that are wholly past are left out.
      root.querySelectorAll<HTMLElement>('.sx__month-grid-week').forEach((week) => {
        const days = [...week.querySelectorAll<HTMLElement>('[data-date]')].map((day) => day.dataset.date ?? '');
        const past = days.length > 0 && days.every((day) => day < today);
        if (week.hidden !== past) week.hidden = past;
      });
      root.querySelectorAll('.sx__view-container').forEach((element) => {
        element.setAttribute('tabindex', '0');
        element.setAttribute('role', 'region');
        element.setAttribute('aria-label', viewLabel);
      });
    };
    const observer = new MutationObserver(label);
    observer.observe(root, { childList: true, subtree: true });
    label();
    return () => observer.disconnect();
  }, [viewLabel, today]);

  const go = (next: Temporal.PlainDate, nextView: CalendarView = view) => {
    setDate(next);
    setView(nextView);
    if (nextView !== controls.getView()) controls.setView(nextView);
    controls.setDate(next);
  };
  const clearPanel = () => {
    setSelection(null);
    setSelectedSlotId(null);
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <CalendarToolbar
          heading={rangeHeading(date, view, i18n.locale)}
          view={view}
          onToday={() => go(Temporal.Now.plainDateISO(timeZone))}
          onStep={(direction) => go(stepDate(date, view, direction))}
          onView={(next) => go(date, next)}
        />
        {slots.isError ? <ErrorMessage error={slots.error} /> : null}
        <div
          ref={frame}
          className={styles.calendarFrame}
          data-view={view}
          aria-busy={slots.isFetching}
          onClick={(event) => {
            // The week view's date headers drill into that day, like the month grid's day numbers.
            const header = event.target instanceof Element ? event.target.closest<HTMLElement>('.sx__week-grid__date') : null;
            if (header?.dataset.date) openDay(Temporal.PlainDate.from(header.dataset.date));
          }}
        >
          <ScheduleXCalendar calendarApp={calendar} customComponents={customComponents} />
        </div>
      </div>
      <div ref={panel} className={styles.panelArea}>
      {props.mode === 'mentor' ? (
        <MentorPanel
          mentorUuid={mentorUuid}
          timeZone={timeZone}
          selection={drag.dragging ?? selection}
          slot={selectedSlot}
          slots={slotList}
          onSelect={(next) => {
            setSelection(next);
            go(next.start.toPlainDate());
          }}
          onDone={clearPanel}
        />
      ) : (
        <MenteePanel mentor={props.mentor} timeZone={timeZone} slot={selectedSlot} onDone={clearPanel} />
      )}
      </div>
    </div>
  );
}

const NEW_HOURS_ID = 'new-hours';

const calendarColours = {
  hidden: {
    colorName: 'hidden',
    lightColors: { main: '#5c6370', container: '#e6e8ec', onContainer: '#23272f' },
    darkColors: { main: '#a7adb8', container: '#2f343d', onContainer: '#eceef2' },
  },
  selection: {
    colorName: 'selection',
    lightColors: { main: '#5b21b6', container: '#ede4ff', onContainer: '#2e1065' },
    darkColors: { main: '#c4a8ff', container: '#3b2566', onContainer: '#f1eaff' },
  },
  free: {
    colorName: 'free',
    lightColors: { main: '#1d4ed8', container: '#dbe6ff', onContainer: '#0b1f5c' },
    darkColors: { main: '#8db4ff', container: '#1f3566', onContainer: '#e8edf5' },
  },
  pending: {
    colorName: 'pending',
    lightColors: { main: '#a15c00', container: '#fdebc8', onContainer: '#4a2a00' },
    darkColors: { main: '#f0b14a', container: '#4d3610', onContainer: '#fbe9c8' },
  },
  booked: {
    colorName: 'booked',
    lightColors: { main: '#136c2e', container: '#d3f2dc', onContainer: '#0b3a19' },
    darkColors: { main: '#6fdc8c', container: '#173f24', onContainer: '#dff7e6' },
  },
};

/** A booked or held slot of the mentor's reads as who booked it and for what ("Anna Berg · Rust · Booked"). */
function toEvent(slot: Slot, timeZone: string, statusLabel: string | null, deletedUser: string): CalendarEvent {
  const who = slot.booking ? (slot.booking.menteeName ?? deletedUser) : null;
  const title = slot.booking ? `${who} · ${slot.booking.skillTitle}` : slot.title || DEFAULT_READ_SLOT_TITLE;
  return {
    id: slot._id,
    title: statusLabel ? `${title} · ${statusLabel}` : title,
    ...(statusLabel ? { status: statusLabel } : {}),
    ...(who ? { who } : {}),
    start: zonedFromIso(slot.start, timeZone),
    end: zonedFromIso(slot.end, timeZone),
    calendarId: slot.hiddenReason ? 'hidden' : (slot.status ?? 'free'),
  };
}

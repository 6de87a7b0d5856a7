import type { PluginBase } from '@schedule-x/calendar';
import type { CalendarView } from './calendar-views';

/**
 * The part of Schedule-X's app state the toolbar drives. Schedule-X types a plugin's `$app` as `any`;
 * these are the fields its own calendar-controls plugin (4.8) reads and writes for the same calls.
 */
interface ControlledApp {
  calendarState: { view: { value: string }; setView(view: string, selectedDate: Temporal.PlainDate): void };
  datePickerState: { selectedDate: { value: Temporal.PlainDate } };
  config: { locale: { value: string } };
}

export interface ViewControls extends PluginBase<'viewControls'> {
  /** False until Schedule-X has rendered (the setters need its app state). */
  isReady(): boolean;
  getView(): string | undefined;
  setView(view: CalendarView): void;
  setDate(date: Temporal.PlainDate): void;
  setLocale(locale: string): void;
}

/**
 * View, date and language for our toolbar: what the calendar used from @schedule-x/calendar-controls,
 * with the same effect, without that plugin's twenty other setters and getters (about 1 kB gzip in the
 * calendar chunk).
 */
export function createViewControls(): ViewControls {
  let app: ControlledApp | undefined;
  const ready = () => {
    if (!app) throw new Error('The calendar has not rendered yet');
    return app;
  };
  return {
    name: 'viewControls',
    beforeRender: ($app: ControlledApp) => {
      app = $app;
    },
    isReady: () => app !== undefined,
    getView: () => app?.calendarState.view.value,
    setView: (view) => ready().calendarState.setView(view, ready().datePickerState.selectedDate.value),
    setDate: (date) => {
      // A signal compares by identity: the same day as a new object would still make the month grid
      // (which is only being replaced) rebuild all its days first.
      const selected = ready().datePickerState.selectedDate;
      if (!selected.value.equals(date)) selected.value = date;
    },
    setLocale: (locale) => {
      ready().config.locale.value = locale;
    },
  };
}

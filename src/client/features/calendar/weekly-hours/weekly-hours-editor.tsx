import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_WEEKS_AHEAD, MAX_WEEKS_AHEAD, MIN_WEEKS_AHEAD } from '../../../../shared/domain/weekly-hours';
import type { WeeklyHours, WeeklyHoursResult } from '../../../../shared/contracts/weekly-hours';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectField, TextField } from '../../../ui/field';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { muted, row, stack } from '../../../ui/layout.css';
import { formatClock, formatDayTime, formatWeekday } from '../../../lib/date-format';
import { useViewerTimeZone } from '../../user/time-zone';
import { useApplyWeeklyHours, useStopWeeklyHours, useWeeklyHours } from './api';
import * as styles from './weekly-hours.css';

/** Whole local hours, end exclusive (decision 053). */
interface HourRange {
  start: number;
  end: number;
}
type Week = Record<number, HourRange[]>;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const emptyWeek = (): Week => Object.fromEntries(WEEKDAYS.map((day) => [day, []]));
/** The API's "HH:00" for a whole hour (what is shown goes through formatClock). */
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function weekFrom(pattern: WeeklyHours | null | undefined): Week {
  const week = emptyWeek();
  for (const range of pattern?.ranges ?? []) {
    week[range.weekday]!.push({ start: Number(range.start.slice(0, 2)), end: Number(range.end.slice(0, 2)) });
  }
  return week;
}

function rangesOf(week: Week) {
  return WEEKDAYS.flatMap((weekday) => week[weekday]!.map((range) => ({ weekday, start: hh(range.start), end: hh(range.end) })));
}

/** Weekday names in the app's language. */
function weekdayNames(locale: string, width: 'long' | 'short') {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, formatWeekday(day, locale, width)])) as Record<number, string>;
}

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * The mentor's week, set once (issue 22): per weekday whole-hour ranges in their zone, turned by the
 * server into one-hour slots for the next weeks and kept filled by a daily job.
 */
export function WeeklyHoursEditor({ mentorUuid }: { mentorUuid: string }) {
  const { t, i18n } = useLingui();
  const viewerZone = useViewerTimeZone();
  const { data: saved, isPending } = useWeeklyHours();
  const apply = useApplyWeeklyHours(mentorUuid);
  const stop = useStopWeeklyHours(mentorUuid);
  const [week, setWeek] = useState<Week>(emptyWeek);
  const [timeZone, setTimeZone] = useState(viewerZone);
  const [weeksAhead, setWeeksAhead] = useState(String(DEFAULT_WEEKS_AHEAD));
  const [result, setResult] = useState<WeeklyHoursResult | null>(null);
  const longNames = useMemo(() => weekdayNames(i18n.locale, 'long'), [i18n.locale]);
  const zones = useMemo(() => timeZones(timeZone), [timeZone]);

  // The saved pattern fills the form once it arrives.
  useEffect(() => {
    if (!saved) return;
    setWeek(weekFrom(saved));
    setTimeZone(saved.timeZone);
    setWeeksAhead(String(saved.weeksAhead));
  }, [saved]);

  const change = (next: Week) => {
    setWeek(next);
    setResult(null);
  };
  const setRange = (day: number, index: number, range: HourRange) =>
    change({ ...week, [day]: week[day]!.map((current, i) => (i === index ? range : current)) });
  const addRange = (day: number) => {
    const last = week[day]!.at(-1);
    const start = last ? Math.min(last.end + 1, 23) : 18;
    change({ ...week, [day]: [...week[day]!, { start, end: Math.min(start + 3, 24) }] });
  };
  const removeRange = (day: number, index: number) => change({ ...week, [day]: week[day]!.filter((_, i) => i !== index) });
  const copyDay = (from: number, target: string) => {
    const days = target === 'weekdays' ? [1, 2, 3, 4, 5] : target === 'all' ? [...WEEKDAYS] : [Number(target)];
    const next = { ...week };
    for (const day of days) if (day !== from) next[day] = week[from]!.map((range) => ({ ...range }));
    change(next);
  };

  const body = { timeZone, weeksAhead: Number(weeksAhead), ranges: rangesOf(week) };
  const run = (preview: boolean) => {
    setResult(null);
    apply.mutate({ body, preview }, { onSuccess: setResult });
  };

  const when = { format: (instant: Date) => formatDayTime(instant, i18n.locale, timeZone) };
  const reasons = {
    overlap: t`overlaps a slot you already have`,
    past: t`already past`,
    notice: t`sooner than your minimum notice`,
  };

  return (
    <Card title={t`Weekly hours`} className={styles.card}>
      <div className={stack}>
        <p
          className={muted}
        >{t`Set your week once: these hours become bookable one-hour slots for the weeks ahead, and new weeks are added every day.`}</p>
        {isPending ? null : (
          <ul className={styles.days} aria-label={t`Hours per weekday`}>
            {WEEKDAYS.map((day) => (
              <li key={day} className={styles.day}>
                <span className={styles.dayName}>{longNames[day]}</span>
                <div className={styles.ranges}>
                  {week[day]!.length === 0 ? <span className={muted}>{t`Unavailable`}</span> : null}
                  {week[day]!.map((range, index) => (
                    <div key={index} className={styles.range}>
                      <select
                        className={styles.time}
                        aria-label={t`${longNames[day]} from`}
                        value={range.start}
                        onChange={(event) => setRange(day, index, { ...range, start: Number(event.target.value) })}
                      >
                        {Array.from({ length: 24 }, (_, hour) => (
                          <option key={hour} value={hour}>
                            {formatClock(hour, 0, i18n.locale)}
                          </option>
                        ))}
                      </select>
                      <span aria-hidden="true">–</span>
                      <select
                        className={styles.time}
                        aria-label={t`${longNames[day]} until`}
                        value={range.end}
                        onChange={(event) => setRange(day, index, { ...range, end: Number(event.target.value) })}
                      >
                        {Array.from({ length: 24 }, (_, hour) => (
                          <option key={hour + 1} value={hour + 1}>
                            {formatClock(hour + 1, 0, i18n.locale)}
                          </option>
                        ))}
                      </select>
                      <Button
                        variant="ghost"
                        onClick={() => removeRange(day, index)}
                        aria-label={t`Remove ${longNames[day]} ${formatClock(range.start, 0, i18n.locale)}–${formatClock(range.end, 0, i18n.locale)}`}
                      >
                        {t`Remove`}
                      </Button>
                    </div>
                  ))}
                </div>
                <div className={styles.dayActions}>
                  <Button variant="secondary" onClick={() => addRange(day)} aria-label={t`Add hours on ${longNames[day]}`}>
                    {t`Add hours`}
                  </Button>
                  {week[day]!.length ? (
                    <select
                      className={styles.time}
                      aria-label={t`Copy ${longNames[day]} to`}
                      value=""
                      onChange={(event) => event.target.value && copyDay(day, event.target.value)}
                    >
                      <option value="">{t`Copy to…`}</option>
                      <option value="weekdays">{t`Monday to Friday`}</option>
                      <option value="all">{t`Every day`}</option>
                      {WEEKDAYS.filter((other) => other !== day).map((other) => (
                        <option key={other} value={other}>
                          {longNames[other]}
                        </option>
                      ))}
                    </select>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.settings}>
          <SelectField
            label={t`Time zone`}
            name="timeZone"
            value={timeZone}
            onChange={(event) => {
              setTimeZone(event.target.value);
              setResult(null);
            }}
            options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
          />
          <TextField
            label={t`Weeks ahead`}
            name="weeksAhead"
            type="number"
            inputMode="numeric"
            min={MIN_WEEKS_AHEAD}
            max={MAX_WEEKS_AHEAD}
            value={weeksAhead}
            onChange={(event) => {
              setWeeksAhead(event.target.value);
              setResult(null);
            }}
          />
        </div>
        <div className={row}>
          <Button variant="secondary" onClick={() => run(true)} disabled={apply.isPending}>
            {t`Preview`}
          </Button>
          <Button onClick={() => run(false)} disabled={apply.isPending}>
            {t`Save weekly hours`}
          </Button>
          {saved ? (
            <Button
              variant="danger"
              onClick={() => stop.mutate(undefined, { onSuccess: () => change(emptyWeek()) })}
              disabled={stop.isPending}
            >
              {t`Stop weekly hours`}
            </Button>
          ) : null}
        </div>
        {apply.error ? <ErrorMessage error={apply.error} fallback={t`Your weekly hours could not be saved.`} /> : null}
        {stop.error ? <ErrorMessage error={stop.error} fallback={t`Your weekly hours could not be stopped.`} /> : null}
        {stop.data && !saved ? <FormMessage tone="success">{stop.data.message}</FormMessage> : null}
        {result ? (
          <div className={stack} aria-live="polite">
            <FormMessage tone="success">{result.message}</FormMessage>
            {result.preview && result.slots.length ? (
              <details open={result.slots.length <= 12}>
                <summary>{t`Slots to be added`}</summary>
                <ul className={styles.previewList}>
                  {result.slots.map((start) => (
                    <li key={start}>{when.format(new Date(start))}</li>
                  ))}
                </ul>
              </details>
            ) : null}
            {result.skipped.length ? (
              <details open>
                <summary>{t`Skipped`}</summary>
                <ul className={styles.previewList}>
                  {result.skipped.map((skip) => (
                    <li key={skip.start}>
                      {when.format(new Date(skip.start))}: {reasons[skip.reason]}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}

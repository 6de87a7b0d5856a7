import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { WeeklyHours } from '../../../shared/contracts/weekly-hours';
import { api } from '../../lib/api-client';
import { formatClockRange, formatDayTime, formatWeekday } from '../../lib/date-format';
import { Card } from '../../ui/card';
import { muted, plainList, stack } from '../../ui/layout.css';
import { upcomingSessionsQueryOptions } from '../session/api';
import { useViewerTimeZone } from '../user/time-zone';
import { calendarKeys } from './api';
import * as styles from './mentor-week-overview.css';
import { useWeeklyHours } from './weekly-hours/api';

const DAY_MS = 86_400_000;

/** "Tue, Thu 18:00–21:00 · 8 weeks ahead": days that share their hours are named together. */
export function weeklyHoursSummary(pattern: WeeklyHours, locale: string, weeksText: (weeks: number) => string): string {
  const byHours = new Map<string, number[]>();
  for (const range of [...pattern.ranges].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))) {
    const hours = formatClockRange(Number(range.start.slice(0, 2)), Number(range.end.slice(0, 2)), locale);
    byHours.set(hours, [...new Set([...(byHours.get(hours) ?? []), range.weekday])]);
  }
  const parts = [...byHours].map(
    ([hours, days]) => `${days.map((day) => formatWeekday(day, locale)).join(', ')} ${hours}`,
  );
  return `${parts.join('; ')} · ${weeksText(pattern.weeksAhead)}`;
}

/** The mentor's dashboard at a glance: this week's sessions, free slots ahead and the weekly hours. */
export function MentorWeekOverview() {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const sessions = useQuery(upcomingSessionsQueryOptions());
  const free = useQuery({
    queryKey: [...calendarKeys.all, 'free-ahead'],
    queryFn: ({ signal }) => api.call('GET /app/session/available-upcoming-events', { signal }),
  });
  const weekly = useWeeklyHours();
  const weekEnd = Date.now() + 7 * DAY_MS;
  const thisWeek = (sessions.data ?? []).filter((session) => Date.parse(session.start) < weekEnd);
  const freeCount = free.data?.length ?? 0;

  return (
    <Card title={t`Your week`} className={styles.overview}>
      <div className={stack}>
        {thisWeek.length ? (
          <ul className={plainList} aria-label={t`Sessions in the next 7 days`}>
            {thisWeek.map((session) => {
              const mentee = session.mentee?.userName ?? t`Deleted user`;
              const skill = session.selectedSkill[0]?.protoSkillTitle ?? session.title;
              return (
                <li key={session._id}>
                  <strong>{formatDayTime(session.start, i18n.locale, timeZone)}</strong> · {mentee} · {skill}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={muted}>{sessions.isPending ? '…' : t`No sessions in the next 7 days.`}</p>
        )}
        <p>{free.isPending ? '…' : freeCount === 1 ? t`1 free slot ahead` : t`${freeCount} free slots ahead`}</p>
        <p>
          {weekly.data
            ? t`Weekly hours: ${weeklyHoursSummary(weekly.data, i18n.locale, (weeks) => t`${weeks} weeks ahead`)}`
            : t`No weekly hours set.`}{' '}
          <Link to="/dashboard/schedule">{weekly.data ? t`Change` : t`Set your weekly hours`}</Link>
        </p>
      </div>
    </Card>
  );
}

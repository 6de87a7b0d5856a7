import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { buttonClass } from '../../ui/button';
import { row } from '../../ui/layout.css';
import { useMediaQuery } from '../../lib/use-media-query';
import { Page } from '../../ui/page';
import { FullPageSpinner, Spinner } from '../../ui/spinner';
import { useCurrentUser } from '../user/api';
import { proficiencyLabels } from './proficiency-labels';
import * as styles from './calendar.css';
import { PAGE_WORDS } from '../shell/skeleton-words';
import type { ScheduleParams } from './schedule-params';
import { useScheduleSelection } from './use-schedule-selection';
import { SlotPicker } from './slot-picker';
import { ensureTemporal } from './temporal';
import { BookingRulesCard } from './sync/booking-rules-card';
import { BusyCalendarsCard } from './sync/busy-calendars-card';
import { WeeklyHoursEditor } from './weekly-hours/weekly-hours-editor';
import { useScheduleTimeZone } from './schedule-search';
import { TimeZoneControl } from './time-zone-control';

/** Below the tablet breakpoint the mentee gets the day-and-time picker instead of the calendar grid. */
const PHONE_QUERY = '(max-width: 767px)';

/** Schedule-X (and the Temporal polyfill where the browser lacks Temporal) load only when a calendar is shown. */
const AvailabilityCalendar = lazy(() => ensureTemporal().then(() => import('./availability-calendar')));

/** docs/product.md (Roles and pages), Schedule page ('Booking'): a prompt per role, else the availability calendar. */
export function SchedulePage({ search = {} }: { search?: ScheduleParams }) {
  const { t, i18n } = useLingui();
  const { data: user, isPending } = useCurrentUser();
  const { selected, pending: selectionPending } = useScheduleSelection(search, user?.uuid);
  // The zone the page shows: one picked here for browsing (the URL's), else the account's.
  const { timeZone, accountZone, view } = useScheduleTimeZone(search.tz);
  // On a phone a mentee picks a day and a time; Schedule-X is not even downloaded there.
  const phone = useMediaQuery(PHONE_QUERY);
  if (isPending || (user?.role === 'mentee' && selectionPending)) return <FullPageSpinner />;
  // The guard shows the login screen to visitors.
  if (!user) return null;

  return (
    // The words the role's app shell showed before any script ran (features/shell/skeleton-words.ts).
    <Page title={i18n._(user.role === 'mentor' ? PAGE_WORDS.scheduleMentorHeading : PAGE_WORDS.scheduleHeading)}>
      {user.role === 'admin' ? (
        <>
          <p>{i18n._(PAGE_WORDS.scheduleAdminPrompt)}</p>
          <div className={row}>
            <Link to="/dashboard/settings" className={buttonClass('primary')}>
              {t`Change your role in Settings`}
            </Link>
            <Link to="/dashboard/admin-tools" className={buttonClass('secondary')}>
              {t`Admin dashboard`}
            </Link>
          </div>
        </>
      ) : null}
      {user.role === 'mentee' && !selected ? (
        <>
          <p>{i18n._(PAGE_WORDS.scheduleMenteePrompt)}</p>
          <Link to="/dashboard/search" className={buttonClass('primary')}>
            {t`Search for mentors`}
          </Link>
        </>
      ) : null}
      {user.role === 'mentee' && selected ? (
        <>
          <SelectionSummary userName={selected.userName} title={selected.skill.title} proficiency={selected.skill.proficiency} />
          <TimeZoneControl timeZone={timeZone} accountZone={accountZone} onView={view} />
          {phone ? (
            <SlotPicker key={timeZone} mentor={selected} timeZone={timeZone} initialSlotId={search.slot} />
          ) : (
            <Suspense fallback={<Spinner />}>
              <AvailabilityCalendar
                key={`${timeZone} ${i18n.locale}`}
                mode="mentee"
                mentorUuid={selected.uuid}
                mentor={selected}
                timeZone={timeZone}
                initialSlotId={search.slot}
              />
            </Suspense>
          )}
        </>
      ) : null}
      {user.role === 'mentor' ? (
        <>
          <p>{i18n._(PAGE_WORDS.scheduleMentorLead)}</p>
          <TimeZoneControl timeZone={timeZone} accountZone={accountZone} onView={view} />
          {/* The weekly hours appear with the calendar: below a loading calendar they would be pushed down. */}
          <Suspense fallback={<Spinner />}>
            <AvailabilityCalendar key={`${timeZone} ${i18n.locale}`} mode="mentor" mentorUuid={user.uuid} timeZone={timeZone} />
            <WeeklyHoursEditor mentorUuid={user.uuid} />
            <BookingRulesCard />
            <BusyCalendarsCard />
          </Suspense>
        </>
      ) : null}
    </Page>
  );
}

function SelectionSummary({
  userName,
  title,
  proficiency,
}: {
  userName: string;
  title: string;
  proficiency: keyof typeof proficiencyLabels;
}) {
  const { i18n } = useLingui();
  const level = i18n._(proficiencyLabels[proficiency]);
  return (
    <div className={styles.selectionInfo}>
      <p>
        <Trans>
          Availability of <strong>{userName}</strong> for <strong>{title}</strong> ({level})
        </Trans>
      </p>
      <Link to="/dashboard/search" className={buttonClass('secondary')}>
        <Trans>Change mentor or skill</Trans>
      </Link>
    </div>
  );
}

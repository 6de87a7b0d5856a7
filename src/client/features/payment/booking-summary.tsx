import { useLingui } from '@lingui/react/macro';
import type { BookingDetails } from '../../../shared/contracts/calendar';
import { Avatar } from '../../ui/avatar';
import { formatMoney, formatShortDay, formatTimeRange, zoneLabel } from '../session/format';
import { useViewerTimeZone } from '../user/time-zone';
import { BookedAsRow } from './booked-as';
import * as styles from './payment.css';

/** What is being booked, as Cal.com's summary column shows it: who, what, when (in the viewer's zone), how long, the price. */
export function BookingSummary({
  booking,
  free,
  showMentee = false,
}: {
  booking: BookingDetails;
  free: boolean;
  /** The mentor's view names who booked; the mentee knows. */
  showMentee?: boolean;
}) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const skill = booking.selectedSkill[0];
  const minutes = Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000);
  return (
    <div className={styles.summary}>
      {booking.mentor ? (
        <div className={styles.person}>
          <Avatar name={booking.mentor.userName} image={booking.mentor.image ?? null} size={48} />
          <div>
            <span className={styles.term}>{t`Mentor`}</span>
            <p className={styles.personName}>{booking.mentor.userName}</p>
          </div>
        </div>
      ) : null}
      <dl className={styles.details}>
        {skill ? (
          <>
            <dt className={styles.term}>{t`Skill`}</dt>
            <dd className={styles.definition}>
              {skill.protoSkillTitle}
              {skill.protoSkillDescription ? <span className={styles.muted}> · {skill.protoSkillDescription}</span> : null}
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>{t`Date`}</dt>
        <dd className={styles.definition}>{formatShortDay(booking.start, i18n.locale, timeZone)}</dd>
        <dt className={styles.term}>{t`Time`}</dt>
        <dd className={styles.definition}>{formatTimeRange(booking.start, booking.end, i18n.locale, timeZone)}</dd>
        <dt className={styles.term}>{t`Time zone`}</dt>
        <dd className={styles.definition}>{zoneLabel(timeZone, new Date(booking.start))}</dd>
        <dt className={styles.term}>{t`Duration`}</dt>
        <dd className={styles.definition}>{t`${minutes} minutes`}</dd>
        {!showMentee && booking.mentee ? <BookedAsRow mentee={booking.mentee} /> : null}
        {showMentee && booking.mentee ? (
          <>
            <dt className={styles.term}>{t`Mentee`}</dt>
            <dd className={styles.definition}>
              {booking.mentee.userName} · {booking.mentee.email}
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>{t`Price`}</dt>
        <dd className={`${styles.definition} ${styles.amount}`} data-testid="booking-amount">
          {formatMoney(free ? 0 : booking.priceCents, booking.currency, i18n.locale)}
        </dd>
      </dl>
    </div>
  );
}

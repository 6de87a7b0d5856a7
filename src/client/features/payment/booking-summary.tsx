import { useLingui } from '@lingui/react/macro';
import type { BookingDetails } from '../../../shared/contracts/calendar';
import { formatDateTime, formatMoney } from '../session/format';
import * as styles from './payment.css';

/** The booking's facts (spec: Booking page), amount in the currency's two decimals. */
export function BookingSummary({ booking, free }: { booking: BookingDetails; free: boolean }) {
  const { t, i18n } = useLingui();
  const skill = booking.selectedSkill[0];
  return (
    <dl className={styles.details}>
      <dt className={styles.term}>{t`Title`}</dt>
      <dd className={styles.definition}>{booking.title}</dd>
      <dt className={styles.term}>{t`Amount`}</dt>
      <dd className={`${styles.definition} ${styles.amount}`} data-testid="booking-amount">
        {formatMoney(free ? 0 : booking.priceCents, booking.currency, i18n.locale)}
      </dd>
      <dt className={styles.term}>{t`Start`}</dt>
      <dd className={styles.definition}>{formatDateTime(booking.start, i18n.locale)}</dd>
      <dt className={styles.term}>{t`End`}</dt>
      <dd className={styles.definition}>{formatDateTime(booking.end, i18n.locale)}</dd>
      {skill ? (
        <>
          <dt className={styles.term}>{t`Skill`}</dt>
          <dd className={styles.definition}>{skill.protoSkillTitle}</dd>
          {skill.protoSkillDescription ? (
            <>
              <dt className={styles.term}>{t`Skill description`}</dt>
              <dd className={styles.definition}>{skill.protoSkillDescription}</dd>
            </>
          ) : null}
        </>
      ) : null}
      {booking.mentor ? (
        <>
          <dt className={styles.term}>{t`Mentor`}</dt>
          <dd className={styles.definition}>{booking.mentor.userName}</dd>
        </>
      ) : null}
      {booking.mentee ? (
        <>
          <dt className={styles.term}>{t`Mentee`}</dt>
          <dd className={styles.definition}>{booking.mentee.userName}</dd>
          <dt className={styles.term}>{t`Email`}</dt>
          <dd className={styles.definition}>{booking.mentee.email}</dd>
        </>
      ) : null}
    </dl>
  );
}

import { Plural, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import type { BookingDetails } from '../../../shared/contracts/calendar';
import { Avatar } from '../../ui/avatar';
import { formatMoney, formatShortDay, formatTimeRange, zoneLabel } from '../session/format';
import { useViewerTimeZone } from '../user/time-zone';
import { BookedAsRow } from './booked-as';
import * as styles from './payment.css';

/**
 * What pays for the session: the card (its price), or a free-session token or a pack session, with
 * how many of those remain once this one is used.
 */
export type PaidWith = { method: 'card' } | { method: 'token' | 'pack'; leftAfter: number };

const BY_CARD: PaidWith = { method: 'card' };

/**
 * What is being booked, as Stripe Checkout and Cal.com show it on a phone: who, when and what it costs
 * on top, so the way to pay follows on the first screen; the rest (skill, zone, length, who books, and
 * `children` such as the agenda) opens with "Details". On a wide screen the details are always shown.
 */
export function BookingSummary({
  booking,
  paidWith = BY_CARD,
  showMentee = false,
  collapsible = false,
  children,
}: {
  booking: BookingDetails;
  paidWith?: PaidWith;
  /** The mentor's view names who booked; the mentee knows. */
  showMentee?: boolean;
  /** The details fold away on a phone (the mentee's checkout); elsewhere they are always shown. */
  collapsible?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const headingId = useId();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const skill = booking.selectedSkill[0];
  const minutes = Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000);
  const when = `${formatShortDay(booking.start, i18n.locale, timeZone)} · ${formatTimeRange(booking.start, booking.end, i18n.locale, timeZone)}`;

  return (
    <section className={styles.summaryCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={collapsible ? styles.summaryHeadingWide : styles.summaryHeading}>
        {t`Your session`}
      </h2>
      <div className={styles.summaryTop}>
        {booking.mentor ? (
          <div className={styles.person}>
            <span className={styles.summaryAvatar}>
              <Avatar name={booking.mentor.userName} image={booking.mentor.image ?? null} size={44} />
            </span>
            <div className={styles.personText}>
              <p className={styles.personName}>{booking.mentor.userName}</p>
              <p className={styles.when}>{when}</p>
            </div>
          </div>
        ) : (
          <p className={styles.when}>{when}</p>
        )}
        <div className={styles.priceRow}>
          <PaymentLine booking={booking} paidWith={paidWith} />
          {collapsible ? (
            <button
              type="button"
              className={styles.detailsToggle}
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded((open) => !open)}
            >
              {t`Details`}
              <span aria-hidden="true" className={styles.chevron}>
                {expanded ? '▴' : '▾'}
              </span>
            </button>
          ) : null}
        </div>
      </div>
      <div
        id={detailsId}
        className={collapsible ? styles.collapsibleDetails : styles.summaryDetails}
        hidden={collapsible && !expanded}
        data-testid="booking-details"
      >
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
        </dl>
        {children}
      </div>
    </section>
  );
}

/** "€10.00", or "1 pack session" with "9 left after this one": never a price of €0.00 for a prepaid session. */
function PaymentLine({ booking, paidWith }: { booking: BookingDetails; paidWith: PaidWith }) {
  const { t, i18n } = useLingui();
  if (paidWith.method === 'card') {
    return (
      <p className={styles.payment}>
        <span className={styles.visuallyHidden}>{t`Price`} </span>
        <span className={styles.amount} data-testid="booking-amount">
          {formatMoney(booking.priceCents, booking.currency, i18n.locale)}
        </span>
      </p>
    );
  }
  const left = paidWith.leftAfter;
  return (
    <p className={styles.payment}>
      <span className={styles.amount} data-testid="booking-amount">
        {paidWith.method === 'pack' ? t`1 pack session` : t`1 free session`}
      </span>
      <span className={styles.leftAfter} data-testid="prepaid-left-after">
        {paidWith.method === 'pack' ? (
          <Plural
            value={left}
            _0="No pack sessions left after this one"
            one="# pack session left after this one"
            other="# pack sessions left after this one"
          />
        ) : (
          <Plural
            value={left}
            _0="No free sessions left after this one"
            one="# free session left after this one"
            other="# free sessions left after this one"
          />
        )}
      </span>
    </p>
  );
}

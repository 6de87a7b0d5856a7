import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { BookingDetails } from '../../../shared/contracts/calendar';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormMessage } from '../../ui/form-message';
import { Page } from '../../ui/page';
import { CANCELLATION_NOTICE_HOURS, CANCELLATION_NOTICE_MS } from '../../../shared/domain/session';
import { formatMoney } from '../session/format';
import { useCurrentUser } from '../user/api';
import { bookingDetailsQueryOptions, paymentConfigQueryOptions, useBookingPaymentTarget } from './api';
import { BookingAgenda } from './booking-agenda';
import { CardPayment } from './card-payment';
import { BookingSummary, type PaidWith } from './booking-summary';
import * as styles from './payment.css';
import { PrepaidChoice } from './prepaid-choice';
import { prepaidSessions, useMenteeBalance } from './session-price';
import { TermsCheckbox, useTermsReason } from './terms-checkbox';
import { useNow } from '../../lib/use-now';
import { useOnline } from '../../lib/use-online';

/** docs/product.md (Constants): a booking already confirmed when the page opens goes on to the sessions after 6 s. */
export const CONFIRMED_REDIRECT_MS = 6000;

/** /booking/$id: pay for a held slot by card, or confirm it with a free-session token or a pack session. */
export function BookingPage({ bookingId }: { bookingId: string }) {
  const { t } = useLingui();
  const booking = useSuspenseQuery(bookingDetailsQueryOptions(bookingId));
  // Paid or confirmed here: the preview follows at once, whatever the refreshed details say meanwhile.
  const [paid, setPaid] = useState(false);
  if (paid) return <Navigate to="/session-preview" search={{ bookingId }} />;

  return (
    <Page title={t`Payment details`}>
      {booking.data.status === 'confirmed' ? (
        <AlreadyConfirmed booking={booking.data} />
      ) : booking.data.status === 'pending' ? (
        <PendingBooking booking={booking.data} onPaid={() => setPaid(true)} />
      ) : (
        <HoldExpired booking={booking.data} />
      )}
    </Page>
  );
}

/** The booking's route shows this when its details could not be read (unknown id, not the viewer's). */
export function BookingNotFound() {
  const { t } = useLingui();
  return (
    <Page title={t`Payment details`}>
      <FormMessage tone="error">{t`No booking details found.`}</FormMessage>
    </Page>
  );
}

function AlreadyConfirmed({ booking }: { booking: BookingDetails }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate({ to: '/dashboard/session' }), CONFIRMED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={styles.layout}>
      <FormMessage tone="success">
        {t`This session is booked. You will be taken to your upcoming sessions in a few seconds.`}
      </FormMessage>
      <BookingSummary booking={booking} />
      <Link to="/dashboard/session" className={buttonClass('primary')}>
        {t`View your upcoming sessions`}
      </Link>
    </div>
  );
}

function HoldExpired({ booking }: { booking: BookingDetails }) {
  const { t } = useLingui();
  return (
    <div className={styles.layout}>
      <FormMessage tone="error">
        {booking.status === 'cancelled'
          ? t`This booking was canceled. Please pick a slot again.`
          : t`Your reservation has expired. Please pick the slot again.`}
      </FormMessage>
      <Link to="/dashboard/schedule" className={buttonClass('primary')}>
        {t`Pick another slot`}
      </Link>
    </div>
  );
}

function PendingBooking({ booking, onPaid }: { booking: BookingDetails; onPaid: () => void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const now = useNow();
  const { data: user } = useCurrentUser();
  const config = useSuspenseQuery(paymentConfigQueryOptions());
  const [agreed, setAgreed] = useState(false);
  const termsReason = useTermsReason(agreed);
  const [payInstead, setPayInstead] = useState(false);
  const target = useBookingPaymentTarget(booking._id);
  const balance = useMenteeBalance() ?? { freeSessions: 0, packSessions: 0 };

  const holdEnd = booking.holdExpiresAt ? new Date(booking.holdExpiresAt) : null;
  const msLeft = holdEnd ? holdEnd.getTime() - now.getTime() : Infinity;
  if (msLeft <= 0) return <HoldExpired booking={{ ...booking, status: 'expired' }} />;

  // Only the mentee who holds the slot pays; the mentor (also a participant) just sees the details.
  if (user && user.uuid !== booking.mentee?.uuid) {
    return (
      <div className={styles.layout}>
        <BookingSummary booking={booking} showMentee />
        <p className={styles.notice}>{t`The mentee who booked this slot is completing the payment.`}</p>
      </div>
    );
  }

  // A token or a pack session is the mentee's first choice when they have one (a token before a pack
  // session, as the choice offers them); paying stays one tap away.
  const usePrepaid = prepaidSessions(balance) > 0 && !payInstead;
  const paidWith: PaidWith = !usePrepaid
    ? { method: 'card' }
    : balance.freeSessions > 0
      ? { method: 'token', leftAfter: balance.freeSessions - 1 }
      : { method: 'pack', leftAfter: balance.packSessions - 1 };
  const amount = formatMoney(booking.priceCents, booking.currency, i18n.locale);
  const startsSoon = Date.parse(booking.start) - now.getTime() <= CANCELLATION_NOTICE_MS;
  const cardFormProps = {
    target,
    disabled: !online || !agreed,
    payLabel: t`Pay ${amount}`,
    terms: <TermsCheckbox agreed={agreed} onChange={setAgreed} />,
    disabledReason: termsReason,
    onPaid,
  };

  return (
    <div className={styles.checkout}>
      {holdEnd ? <HoldCountdown msLeft={msLeft} /> : null}
      <div className={styles.summaryArea}>
        <BookingSummary booking={booking} paidWith={paidWith} collapsible>
          <BookingAgenda booking={booking} />
        </BookingSummary>
      </div>
      <div className={styles.column}>
        {startsSoon ? (
          <p className={styles.warning}>
            {t`This session starts in less than ${CANCELLATION_NOTICE_HOURS} hours: once booked, it cannot be canceled.`}
          </p>
        ) : null}
        {!online ? (
          <FormMessage tone="error">{t`You are offline. Booking and payment need an internet connection.`}</FormMessage>
        ) : null}
        {usePrepaid ? (
          <PrepaidChoice
            bookingId={booking._id}
            balance={balance}
            online={online}
            amount={amount}
            onPaid={onPaid}
            onPayInstead={() => setPayInstead(true)}
          />
        ) : (
          <Card>
            <CardPayment config={config.data} {...cardFormProps} />
          </Card>
        )}
      </div>
    </div>
  );
}

function HoldCountdown({ msLeft }: { msLeft: number }) {
  const { t } = useLingui();
  const seconds = Math.ceil(msLeft / 1000);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className={styles.countdownRow}>
      {t`Held for you:`} <span className={styles.countdown}>{t`${clock} left`}</span>
    </p>
  );
}

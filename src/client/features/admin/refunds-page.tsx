import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { AdminBooking } from '../../../shared/contracts/money';
import { ADMIN_PAGE_SIZE } from '../../../shared/domain/limits';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { badge } from '../../ui/layout.css';
import { OfflineNotice } from '../../ui/offline-notice';
import { ReasonDialog } from '../../ui/reason-dialog';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { formatMoney } from '../session/format';
import { PageControls } from '../skills/page-controls';
import { adminBookingsQueryOptions, useRefundBooking } from './money-api';
import { useDateTime } from './use-date-time';
import * as styles from './admin.css';

/** Refunds: find a paid session by booking id, name or email, and give the mentee their money back with a reason. */
export function RefundsPage() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  // Typing does not fire a request per key: the list follows the deferred text.
  const deferredQuery = useDeferredValue(query.trim());
  const bookings = useQuery(adminBookingsQueryOptions(deferredQuery, page));
  const rows = bookings.data;
  const totalPages = rows?.length === ADMIN_PAGE_SIZE ? page + 1 : page;

  return (
    <section aria-labelledby="refunds-heading">
      <h2 id="refunds-heading">{t`Refunds`}</h2>
      <p>{t`Paid sessions, newest first. A refund pays the mentee back in full, takes the session's earning back from the mentor (also after a payout) and cancels the session if it is still to come.`}</p>
      <search className={styles.toolbar}>
        <TextField
          label={t`Booking id, name or email`}
          type="search"
          name="query"
          value={query}
          maxLength={200}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
      </search>
      <OfflineNotice message={t`You are offline. Refunds need a connection.`} />
      {!rows ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p>{t`No paid session matches.`}</p>
      ) : (
        <ul className={styles.list} aria-label={t`Paid sessions`}>
          {rows.map((booking) => (
            <BookingRow key={booking.bookingId} booking={booking} />
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <PageControls
          label={t`Session pages`}
          page={page}
          totalPages={totalPages}
          disabled={bookings.isFetching}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}

function BookingRow({ booking }: { booking: AdminBooking }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const online = useOnline();
  const formatDate = useDateTime();
  const refund = useRefundBooking();
  const [asking, setAsking] = useState(false);
  const amount = formatMoney(booking.amountCents, booking.currency, i18n.locale);
  const mentee = booking.menteeName ?? t`Deleted user`;
  const mentor = booking.mentorName ?? t`Deleted user`;
  const skill = booking.skillTitle;
  const when = formatDate(booking.start);

  return (
    <li className={styles.row} aria-label={t`${skill} with ${mentor} on ${when}`} data-testid="refund-row">
      <div className={styles.rowText}>
        <p className={styles.rowTitle}>
          {amount} · {booking.skillTitle}
        </p>
        <p className={styles.rowMeta}>{t`${mentee} with ${mentor}, ${when}`}</p>
        <p className={styles.rowMeta}>
          {booking.paidWith === 'card' ? t`Paid by card` : t`Paid with a pack session`} ·{' '}
          <span className={styles.code}>{booking.bookingId}</span>
        </p>
      </div>
      {booking.refundedAt ? (
        <>
          <p className={styles.rowHead}>
            <span className={`${badge} ${styles.status.bad}`}>{t`Refunded`}</span>
            <span className={styles.rowMeta}>{formatDate(booking.refundedAt)}</span>
          </p>
          {booking.refundReason ? <p className={styles.quote}>{booking.refundReason}</p> : null}
        </>
      ) : (
        <>
          {booking.status === 'cancelled' ? (
            <p className={styles.rowMeta}>{t`Cancelled; its value went onto the mentee's free session.`}</p>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="dangerOutline"
              disabled={!online || booking.status === 'cancelled'}
              onClick={() => {
                refund.reset();
                setAsking(true);
              }}
            >
              {t`Refund`}
            </Button>
          </div>
        </>
      )}
      <ReasonDialog
        open={asking}
        title={t`Refund ${amount} to ${mentee}?`}
        intro={t`The mentee gets ${amount} back and the mentor's earning for this session is taken back. A session still to come is cancelled and both are told. This cannot be undone.`}
        label={t`Reason (the audit log keeps it)`}
        submitLabel={t`Refund ${amount}`}
        busy={refund.isPending}
        error={refund.error}
        onClose={() => setAsking(false)}
        onSubmit={(reason) =>
          refund.mutate(
            { bookingId: booking.bookingId, reason },
            {
              onSuccess: (result) => {
                setAsking(false);
                toast(
                  result.sessionCancelled
                    ? t`Refunded ${amount} to ${mentee}; the session is cancelled.`
                    : t`Refunded ${amount} to ${mentee}.`,
                  { tone: 'success' },
                );
              },
            },
          )
        }
      />
    </li>
  );
}

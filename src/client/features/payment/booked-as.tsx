import { useLingui } from '@lingui/react/macro';
import type { BookingDetails } from '../../../shared/contracts/calendar';
import * as styles from './payment.css';

/**
 * "Booked as Milo Mentee, milo@example.com": whom the booking is for and where its confirmation and
 * receipt go, as the booking page of the original app names the mentee and their email. A row of the
 * summary's definition list.
 */
export function BookedAsRow({ mentee }: { mentee: NonNullable<BookingDetails['mentee']> }) {
  const { t } = useLingui();
  return (
    <>
      <dt className={styles.term}>{t`Booked as`}</dt>
      <dd className={styles.definition} data-testid="booked-as">
        <span className={styles.bookedAsLine}>{mentee.userName}</span>
        <span className={styles.bookedAsLine}>{mentee.email}</span>
        <span className={styles.bookedAsNote}>{t`The confirmation and the receipt go to this address.`}</span>
      </dd>
    </>
  );
}

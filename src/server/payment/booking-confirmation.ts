import { randomBytes } from 'node:crypto';
import type { ConfirmedBooking } from '../../shared/contracts/payment';
import { effectiveBookingStatus } from '../../shared/domain/calendar';
import { JITSI_BASE_URL, JITSI_ROOM_PREFIX, type PaidWith } from '../../shared/domain/payment';
import { getBookingDetails } from '../calendar/calendar.service';
import type { DbOrTx } from '../db/client';
import type { AppDeps, CurrentUser } from '../http/context';
import { conflict, forbidden, notFound, type AppError } from '../http/errors';
import { enqueueBookingNotices } from '../notices/notices.queries';
import { paymentMessages } from './payment.messages';
import { confirmPendingBooking, type BookingRow } from './payment.queries';

/** A booking as the confirming UPDATE leaves it. */
export type ConfirmedRow = BookingRow & { jitsiLink: string; paidWith: PaidWith; confirmedAt: Date };

/** A room name with 128 random bits: knowing one session's link tells nothing about another's. */
export function newJitsiLink(): string {
  return `${JITSI_BASE_URL}${JITSI_ROOM_PREFIX}${randomBytes(16).toString('hex')}`;
}

/** The caller's own booking, or the 404 / 403 that says why not. */
export function requireOwnBooking(booking: BookingRow | undefined, user: CurrentUser): BookingRow {
  if (!booking) throw notFound(paymentMessages.bookingNotFound);
  if (booking.menteeId !== user._id) throw forbidden(paymentMessages.notYourBooking);
  return booking;
}

/** Why a booking cannot be paid or confirmed now; null while its hold is live. */
export function confirmationRefusal(booking: BookingRow, now: Date): AppError | null {
  switch (effectiveBookingStatus(booking.status, booking.holdExpiresAt, now)) {
    case 'pending':
      return null;
    case 'confirmed':
      return conflict(booking.paidWith === 'card' ? paymentMessages.alreadyPaid : paymentMessages.alreadyConfirmed);
    case 'cancelled':
      return conflict(paymentMessages.bookingCancelled);
    case 'expired':
      return conflict(paymentMessages.reservationExpired);
  }
}

export function assertConfirmable(booking: BookingRow, now: Date): void {
  const refusal = confirmationRefusal(booking, now);
  if (refusal) throw refusal;
}

/**
 * Turns a live hold into a confirmed session with its meeting links. Returns nothing when the hold is
 * gone (ran out, or confirmed by a concurrent request); the caller decides what that means.
 * Google Meet stays null: no Google integration exists yet, and GOOGLE_MEET_ENABLED is reserved for it.
 */
export async function confirmHeldBooking(
  tx: DbOrTx,
  bookingId: string,
  paidWith: PaidWith,
  now: Date,
): Promise<ConfirmedRow | undefined> {
  const row = await confirmPendingBooking(tx, bookingId, { paidWith, jitsiLink: newJitsiLink(), googleMeetLink: null }, now);
  if (row) await enqueueBookingNotices(tx, row.id, 'confirmed');
  return row as ConfirmedRow | undefined;
}

/** The confirmed booking as the client gets it: the booking details plus how it was paid and its links. */
export async function toConfirmedBooking(deps: AppDeps, viewer: CurrentUser, row: ConfirmedRow): Promise<ConfirmedBooking> {
  const details = await getBookingDetails(deps, viewer, row.id);
  return {
    ...details,
    jitsiLink: row.jitsiLink,
    googleMeetLink: row.googleMeetLink,
    paidWith: row.paidWith,
    confirmedAt: row.confirmedAt.toISOString(),
  };
}

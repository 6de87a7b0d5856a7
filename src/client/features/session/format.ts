/**
 * Money as the viewer reads it: amounts arrive in cents and are shown with the currency's two decimals.
 * Dates and times come from the one set of formats in lib/date-format.ts, re-exported here under the
 * names the session, payment and calendar pages import.
 */

import { cachedFormatter } from '../../lib/intl-formatters';

export {
  dayKey,
  formatDate,
  formatDateTime,
  formatDay as formatShortDay,
  formatRelative,
  formatTime,
  formatTimeRange,
  zoneLabel,
  zoneOffset,
} from '../../lib/date-format';

export function formatMoney(cents: number, currency: string, locale: string): string {
  return cachedFormatter(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }),
  ).format(cents / 100);
}

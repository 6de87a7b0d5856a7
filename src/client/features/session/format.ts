/**
 * Dates, times and money as the viewer reads them: their own time zone (the browser's) and the app's
 * chosen locale. Amounts arrive in cents and are shown with the currency's two decimals.
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(cents / 100);
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

/** "10:00 – 11:00", in the viewer's zone. */
export function formatTimeRange(startIso: string, endIso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).formatRange(new Date(startIso), new Date(endIso));
}

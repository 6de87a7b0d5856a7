/**
 * Dates, times and money as the viewer reads them: their own time zone (the browser's) and the app's
 * chosen locale. Amounts arrive in cents and are shown with the currency's two decimals.
 */

// Creating an Intl formatter is far slower than using one (a list of cards needs dozens); keep them.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => F): F {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter as F;
}

export function formatMoney(cents: number, currency: string, locale: string): string {
  return cached(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }),
  ).format(cents / 100);
}

export function formatDateTime(iso: string, locale: string): string {
  return cached(`date-time ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' })).format(
    new Date(iso),
  );
}

export function formatDate(iso: string, locale: string): string {
  return cached(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long' })).format(new Date(iso));
}

/** "10:00 – 11:00", in the viewer's zone. */
export function formatTimeRange(startIso: string, endIso: string, locale: string): string {
  return cached(`time ${locale}`, () => new Intl.DateTimeFormat(locale, { timeStyle: 'short' })).formatRange(
    new Date(startIso),
    new Date(endIso),
  );
}

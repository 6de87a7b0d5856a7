type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;

// Creating an Intl formatter is far slower than using one (a list of cards needs dozens); keep them.
const formatters = new Map<string, Formatter>();

/** The formatter stored under `key`, created on first use. The key must name every option that matters. */
export function cachedFormatter<F extends Formatter>(key: string, create: () => F): F {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter as F;
}

import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `updatedAt` was, in the largest unit that fits ("3 h ago"); null under a minute. */
export function formatAge(updatedAt: number, now: number, locale: string): string | null {
  const age = Math.max(0, now - updatedAt);
  if (age < MINUTE) return null;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'narrow' });
  if (age < HOUR) return format.format(-Math.floor(age / MINUTE), 'minute');
  if (age < 2 * DAY) return format.format(-Math.floor(age / HOUR), 'hour');
  return format.format(-Math.floor(age / DAY), 'day');
}

/** The clock, ticking each minute, so an age on screen grows while the page stays open. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "Saved 3 h ago" for data fetched at `updatedAt`, in the person's language. */
export function useSavedAge(updatedAt: number): string {
  const { t, i18n } = useLingui();
  const age = formatAge(updatedAt, useNow(), i18n.locale);
  return age ? t`Saved ${age}` : t`Saved just now`;
}

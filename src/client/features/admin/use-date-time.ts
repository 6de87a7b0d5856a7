import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/** An ISO instant as a short date and time in the viewer's language, for the console's lists. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useLingui();
  return useCallback((iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }), [i18n]);
}

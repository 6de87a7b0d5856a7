import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { ProfileRequest } from '../../../shared/contracts/user';
import { api } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { ErrorMessage } from '../../ui/form-message';
import { zoneLabel } from '../session/format';
import { userKeys } from '../user/api';
import * as styles from './time-zone-control.css';

/** Saves the viewer's zone in the profile (docs/product.md); every page then shows times in it. */
function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (timeZone) => api.put<unknown>('user/profile', { timeZone } satisfies ProfileRequest),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current() }),
  });
}

function zoneNames(current: string): string[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add('UTC');
  names.add(current);
  return [...names].sort();
}

/** "Times in Europe/Berlin, UTC+1" and the choice of another zone. */
export function TimeZoneControl({ timeZone }: { timeZone: string }) {
  const { t } = useLingui();
  const save = useSaveTimeZone();
  const id = useId();
  const names = useMemo(() => zoneNames(timeZone), [timeZone]);
  const label = zoneLabel(timeZone);
  return (
    <div className={styles.zone}>
      <p className={styles.label} data-testid="zone-label">
        {t`Times in ${label}`}
      </p>
      <label htmlFor={id} className={styles.choiceLabel}>
        {t`Time zone`}
      </label>
      <select
        id={id}
        className={styles.select}
        value={timeZone}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.value)}
      >
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {save.isError ? <ErrorMessage error={save.error} fallback={t`The time zone could not be saved.`} /> : null}
    </div>
  );
}

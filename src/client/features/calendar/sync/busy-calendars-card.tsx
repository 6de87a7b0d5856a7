import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { BusySource } from '../../../../shared/contracts/calendar-sync';
import { serverFieldErrors } from '../../../lib/field-errors';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { ErrorMessage } from '../../../ui/form-message';
import { muted, row, stack } from '../../../ui/layout.css';
import { Spinner } from '../../../ui/spinner';
import { busySourcesQueryOptions, useAddBusySource, useRemoveBusySource } from './api';
import * as styles from './sync.css';

const FIELDS = ['url'] as const;

/** A secret address is long and mostly secret: its host and file name tell the mentor which one it is. */
function shortAddress(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const file = parsed.pathname.split('/').filter(Boolean).at(-1);
  return file ? `${parsed.host}/…/${file}` : parsed.host;
}

/**
 * The mentor's own calendars (secret iCal addresses) whose events hide the slots they overlap, as
 * Cal.com's "connected calendars" do; each with its last fetch, error and number of busy times.
 */
export function BusyCalendarsCard() {
  const { t } = useLingui();
  const online = useOnline();
  const sources = useQuery(busySourcesQueryOptions());
  const add = useAddBusySource();
  const remove = useRemoveBusySource();
  const [url, setUrl] = useState('');
  const [removing, setRemoving] = useState<BusySource | null>(null);
  const errors = serverFieldErrors(add.error, FIELDS);

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(url.trim(), { onSuccess: () => setUrl('') });
  }

  return (
    <Card title={t`Busy calendars`}>
      <p className={muted}>{t`Times that are busy in your own calendars are hidden from mentees. Your calendars are read again every few minutes.`}</p>
      <form className={stack} onSubmit={submit}>
        <TextField
          label={t`Secret iCal address`}
          hint={t`Google: Settings → your calendar → Secret address in iCal format. Apple: share the calendar as Public Calendar. Outlook: Settings → Shared calendars → Publish, ICS link.`}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://…/basic.ics"
          required
          error={errors.byField.url}
        />
        {add.isError ? <ErrorMessage error={add.error} fields={FIELDS} fallback={t`The calendar could not be added.`} /> : null}
        <div className={row}>
          <Button type="submit" disabled={!online || add.isPending || !url.trim()}>
            {add.isPending ? t`Adding…` : t`Add calendar`}
          </Button>
        </div>
      </form>
      {sources.isPending ? <Spinner /> : null}
      {sources.isError ? <ErrorMessage error={sources.error} /> : null}
      {sources.data?.length ? (
        <ul className={styles.sourceList} aria-label={t`Your busy calendars`}>
          {sources.data.map((source) => (
            <SourceItem key={source.id} source={source} onRemove={() => setRemoving(source)} disabled={!online} />
          ))}
        </ul>
      ) : null}
      <Dialog
        open={removing !== null}
        title={t`Remove this busy calendar?`}
        onClose={() => setRemoving(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t`Cancel`}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
            >
              {t`Remove`}
            </Button>
          </>
        }
      >
        <p className={styles.sourceUrl}>{removing ? shortAddress(removing.url) : null}</p>
        <p>{t`Its busy times no longer hide your slots.`}</p>
        {remove.isError ? <ErrorMessage error={remove.error} /> : null}
      </Dialog>
    </Card>
  );
}

function SourceItem({ source, onRemove, disabled }: { source: BusySource; onRemove: () => void; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const fetched = source.lastFetchedAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(source.lastFetchedAt))
    : null;
  const count = source.busyCount;
  return (
    <li className={styles.source}>
      <div className={styles.sourceText}>
        <span className={styles.sourceUrl} title={source.url}>
          {shortAddress(source.url)}
        </span>
        <span className={muted}>
          {fetched ? t`Last read ${fetched} · ${count} busy times in the next 26 weeks` : t`Not read yet`}
        </span>
        {source.lastError ? <span className={styles.sourceError}>{t`Last attempt failed: ${source.lastError}`}</span> : null}
      </div>
      <Button variant="dangerOutline" onClick={onRemove} disabled={disabled}>
        {t`Remove`}
      </Button>
    </li>
  );
}

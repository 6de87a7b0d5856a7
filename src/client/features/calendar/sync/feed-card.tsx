import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { muted, row, stack } from '../../../ui/layout.css';
import { Spinner } from '../../../ui/spinner';
import { feedStatusQueryOptions, useCreateFeed, useRevokeFeed } from './api';
import * as styles from './sync.css';

/**
 * The private calendar feed: one secret address that Google, Apple or Outlook subscribe to. Only its
 * hash is stored, so the address is shown right after it is made; later the card offers a new one.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const status = useQuery(feedStatusQueryOptions());
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (feed) => {
        setUrl(feed.url);
        setAsking(null);
      },
    });
  const confirmRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setAsking(null);
      },
    });

  const since = status.data
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(status.data.createdAt))
    : '';
  return (
    <Card title={t`Calendar feed`}>
      <p
        className={muted}
      >{t`Subscribe to your sessions in Google, Apple or Outlook Calendar. New, moved and cancelled sessions update there by themselves.`}</p>
      {status.isPending ? <Spinner /> : null}
      {status.isError ? <ErrorMessage error={status.error} /> : null}
      {status.data === null ? (
        <div className={row}>
          <Button onClick={make} disabled={!online || create.isPending}>
            {t`Create calendar feed`}
          </Button>
        </div>
      ) : null}
      {status.data ? (
        <div className={stack}>
          {url ? (
            <FeedAddress url={url} />
          ) : (
            <p>{t`Your feed is active since ${since}. For your safety its address is shown only once; make a new address to copy it again.`}</p>
          )}
          <div className={row}>
            <Button variant="secondary" onClick={() => setAsking('rotate')} disabled={!online}>
              {t`Make a new address`}
            </Button>
            <Button variant="dangerOutline" onClick={() => setAsking('revoke')} disabled={!online}>
              {t`Revoke feed`}
            </Button>
          </div>
        </div>
      ) : null}
      {create.isError ? <ErrorMessage error={create.error} fallback={t`The calendar feed could not be created.`} /> : null}
      {revoke.isSuccess && !status.data ? <FormMessage tone="success">{t`Calendar feed revoked.`}</FormMessage> : null}
      <Dialog
        open={asking !== null}
        title={asking === 'revoke' ? t`Revoke the calendar feed?` : t`Make a new feed address?`}
        onClose={() => setAsking(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t`Cancel`}
            </Button>
            {asking === 'revoke' ? (
              <Button variant="danger" onClick={confirmRevoke} disabled={revoke.isPending}>
                {t`Revoke`}
              </Button>
            ) : (
              <Button onClick={make} disabled={create.isPending}>
                {t`Make new address`}
              </Button>
            )}
          </>
        }
      >
        <p>
          {asking === 'revoke'
            ? t`Calendars subscribed to it stop receiving your sessions.`
            : t`Calendars subscribed to the old address stop updating; subscribe again with the new one.`}
        </p>
        {revoke.isError ? <ErrorMessage error={revoke.error} /> : null}
      </Dialog>
    </Card>
  );
}

function FeedAddress({ url }: { url: string }) {
  const { t } = useLingui();
  const { message, copy } = useCopyToClipboard(url, {
    copied: t`Address copied.`,
    failed: t`The address could not be copied. Please select and copy it yourself.`,
  });

  return (
    <div className={stack}>
      <p className={styles.address} data-testid="feed-url">
        {url}
      </p>
      <div className={row}>
        <Button onClick={() => void copy()}>{t`Copy address`}</Button>
        <span role="status">{message}</span>
      </div>
      <p className={muted}>{t`Keep it private: anyone with this address sees your sessions.`}</p>
      <ul className={styles.howTo}>
        <li>{t`Google Calendar (web): Other calendars → + → From URL, paste the address, Add calendar.`}</li>
        <li>{t`Apple Calendar: File → New Calendar Subscription on a Mac; on an iPhone, Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar.`}</li>
        <li>{t`Outlook: Add calendar → Subscribe from web, paste the address, Import.`}</li>
      </ul>
    </div>
  );
}

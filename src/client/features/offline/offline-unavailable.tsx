import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { useReloadWhenOnline } from '../../lib/use-online';
import { RouteError } from '../../ui/route-error';
import { Page } from '../../ui/page';
import { useSavedAge } from './data-age';
import { lastSearch } from './persist-policy';
import * as styles from './offline.css';

/**
 * The pages' error component. Offline, a page whose data was never stored fails at once
 * (offline-queries.ts) and says so here instead of spinning; back online it loads by itself.
 */
export function RouteErrorOrOffline(props: ErrorComponentProps) {
  const { online, waitedForNetwork } = useReloadWhenOnline(props.error);
  if (!online) return <NotAvailableOffline />;
  if (waitedForNetwork) return null;
  return <RouteError {...props} />;
}

/** Offline, for a page (or a search) nothing of which is stored on this device. */
export function NotAvailableOffline() {
  const { t } = useLingui();
  const onSearch = useLocation({ select: (location) => location.pathname.endsWith('/search') });
  return (
    <Page
      title={t`Not available offline yet`}
      intro={t`This page has not been opened on this device while online, so nothing of it is stored here. Open it once you are online; after that it is here offline too.`}
    >
      <div className={styles.unavailable} data-testid="offline-unavailable">
        {onSearch ? <LastSearchLink /> : null}
        <p>
          <Link to="/dashboard">{t`Go to your dashboard`}</Link>
        </p>
      </div>
    </Page>
  );
}

/**
 * The key of a mentor search answer back as the search page's URL parameters (features/search/api.ts
 * keys a search by them); offline knows the search only through its registered parts, hence the cast.
 */
function searchParamsOf(queryKey: readonly unknown[]): Record<string, string> {
  const [, , value] = queryKey;
  return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
}

function LastSearchLink() {
  const { t } = useLingui();
  const query = lastSearch(useQueryClient());
  const age = useSavedAge(query?.state.dataUpdatedAt ?? 0);
  if (!query) return <p>{t`Search needs a connection, and no earlier results are stored on this device.`}</p>;
  return (
    <p>
      {t`Searching needs a connection.`}{' '}
      <Link to="/search" search={searchParamsOf(query.queryKey)}>
        {t`Show your last search results`}
      </Link>{' '}
      ({age})
    </p>
  );
}

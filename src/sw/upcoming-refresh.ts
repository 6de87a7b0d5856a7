/// <reference lib="webworker" />
import { openDB } from 'idb';
import { sessionListSchema } from '../shared/contracts/session';
import { PERSIST_DB } from '../client/lib/persist-store';
import { todaysSessionCount } from '../client/features/pwa/todays-sessions';

declare const self: ServiceWorkerGlobalScope;

interface StoredQuery {
  queryHash: string;
  state: { data: unknown; dataUpdatedAt: number };
}
interface StoredClient {
  timestamp: number;
  clientState: { queries: StoredQuery[] };
}

const UPCOMING_HASH = '["session","upcoming"]';
const USER_HASH = '["user","current"]';

/**
 * Periodic Background Sync (installed Chromium, about daily): the upcoming sessions are fetched and
 * put into the persisted query cache, so the app opened later (offline too) shows them fresh, and the
 * icon's badge shows today's count. Only a cache that already holds someone's upcoming sessions is
 * touched: a logged-out device, or another login, is left alone (401, or nothing to update).
 */
export async function refreshUpcomingSessions(): Promise<void> {
  const response = await fetch('/app/session/upcoming-sessions', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return;
  const parsed = sessionListSchema.safeParse(await response.json());
  if (!parsed.success) return;
  const db = await openDB(PERSIST_DB.name, PERSIST_DB.version, {
    upgrade: (database) => {
      database.createObjectStore(PERSIST_DB.store);
    },
  });
  try {
    const text = (await db.get(PERSIST_DB.store, PERSIST_DB.key)) as string | undefined;
    const client = text ? (JSON.parse(text) as StoredClient) : null;
    const upcoming = client?.clientState.queries.find((query) => query.queryHash === UPCOMING_HASH);
    if (!client || !upcoming) return;
    const now = Date.now();
    upcoming.state = { ...upcoming.state, data: parsed.data, dataUpdatedAt: now };
    client.timestamp = now;
    await db.put(PERSIST_DB.store, JSON.stringify(client), PERSIST_DB.key);

    const user = client.clientState.queries.find((query) => query.queryHash === USER_HASH)?.state.data as
      { timeZone?: string | null } | undefined;
    const timeZone = user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    const count = todaysSessionCount(parsed.data, now, timeZone);
    const badge = self.navigator as WorkerNavigator & {
      setAppBadge?: (n: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    await (count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.())?.catch(() => undefined);
  } finally {
    db.close();
  }
}

/**
 * Where the persisted query cache lives in IndexedDB: one JSON value (a dehydrated client). The app
 * writes it (lib/persist.ts); the service worker refreshes the upcoming sessions in it (src/sw).
 */
export const PERSIST_DB = { name: 'mentor-marketplace', version: 1, store: 'query-cache', key: 'query-client' } as const;

/** The tag of the daily refresh of upcoming sessions (Periodic Background Sync). */
export const UPCOMING_SYNC_TAG = 'refresh-upcoming-sessions';

import type { OfflineParts } from '../../lib/offline-parts';
import { userKeys } from './current-user';

/** The logged-in user is stored: offline, the pages behind the login still know who is there. */
export const userOfflineParts: OfflineParts = { persistedQueries: [userKeys.current()] };

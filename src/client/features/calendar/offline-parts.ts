import type { OfflineParts } from '../../lib/offline-parts';
import { calendarKeys } from './api';

/** The slots seen online are shown offline. */
export const calendarOfflineParts: OfflineParts = { persistedQueries: [calendarKeys.all] };

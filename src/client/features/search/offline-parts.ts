import type { OfflineParts } from '../../lib/offline-parts';
import { searchKeys } from './api';

/** Of the mentor searches only the newest answer is stored: search offline shows the last results. */
export const searchOfflineParts: OfflineParts = { newestAnswerOf: searchKeys.allResults };

import type { OfflineParts } from '../../lib/offline-parts';
import { packKeys } from './packs-api';

/**
 * The packs' prices, public server configuration, so the pricing page shows them offline as last
 * read. Nothing else of money is written to disk: intents, booking details and receipts stay online-only.
 */
export const paymentOfflineParts: OfflineParts = { persistedQueries: [packKeys.packs()] };

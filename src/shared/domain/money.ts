/** The packs on the pricing page; their prices are server configuration. */
export const packIds = ['single', 'pack-10', 'monthly-18'] as const;
export type PackId = (typeof packIds)[number];

export const earningStatuses = ['pending', 'available', 'paid', 'refunded'] as const;
export type EarningStatus = (typeof earningStatuses)[number];

/** A receipt's printed number, from its sequence: R-000042. */
export const receiptNumber = (seq: number) => `R-${String(seq).padStart(6, '0')}`;

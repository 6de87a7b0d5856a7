import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './calendar';
import { users } from './user';

export const ledgerKinds = ['payment', 'fee', 'earning', 'refund', 'payout', 'credit', 'carry'] as const;
export const ledgerAccounts = ['external', 'platform', 'mentor', 'credits', 'tokens'] as const;

/**
 * Every money movement, double-entry (decision 096): each change writes rows whose amounts sum to zero,
 * in the transaction of the state change. `account` says whose balance moves: `external` (the payer's
 * card, a mentor's bank), `platform` (fees), `mentor` (a mentor's balance), `credits` (prepaid pack
 * sessions), `tokens` (value carried by a free-session token). A mentor row counts towards payouts from
 * `available_at`; `paid_out_by` is the payout that took it, set once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    account: text('account', { enum: ledgerAccounts }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    mentorId: uuid('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    purchaseId: uuid('purchase_id'),
    payoutId: uuid('payout_id'),
    availableAt: timestamp('available_at', { withTimezone: true }),
    paidOutBy: uuid('paid_out_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_mentor_idx').on(table.mentorId, table.availableAt).where(sql`${table.account} = 'mentor'`),
    index('ledger_booking_idx').on(table.bookingId),
    index('ledger_created_idx').on(table.createdAt),
    check('ledger_kind_check', sql`${table.kind} in ('payment', 'fee', 'earning', 'refund', 'payout', 'credit', 'carry')`),
    check('ledger_account_check', sql`${table.account} in ('external', 'platform', 'mentor', 'credits', 'tokens')`),
  ],
);

export const purchaseStatuses = ['requires_payment', 'succeeded', 'failed', 'refunded'] as const;

/**
 * One bought pack (or one subscription period): its intent, and once paid the credits it still holds
 * (`credits_left`, `value_left_cents`: what a spent credit earns is taken from here, oldest first).
 */
export const packPurchases = pgTable(
  'pack_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    menteeId: uuid('mentee_id').references(() => users.id, { onDelete: 'set null' }),
    packId: text('pack_id').notNull(),
    sessions: integer('sessions').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull(),
    intentId: text('intent_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    status: text('status', { enum: purchaseStatuses }).notNull().default('requires_payment'),
    failureMessage: text('failure_message'),
    subscriptionId: uuid('subscription_id'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    creditsLeft: integer('credits_left').notNull().default(0),
    valueLeftCents: integer('value_left_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pack_purchases_intent_unique').on(table.intentId),
    uniqueIndex('pack_purchases_period_unique').on(table.subscriptionId, table.periodStart),
    index('pack_purchases_mentee_idx').on(table.menteeId, table.createdAt),
    check('pack_purchases_credits_check', sql`${table.creditsLeft} >= 0 and ${table.valueLeftCents} >= 0`),
    check('pack_purchases_status_check', sql`${table.status} in ('requires_payment', 'succeeded', 'failed', 'refunded')`),
  ],
);

/**
 * A monthly pack that grants its credits each period until cancelled (cancelling ends it at the period's end).
 * Simulated ones are renewed by our job; Stripe ones (`provider_subscription_id`) by Stripe's paid invoices.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    menteeId: uuid('mentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packId: text('pack_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull().default('simulated'),
    providerSubscriptionId: text('provider_subscription_id'),
    status: text('status', { enum: ['active', 'canceled'] }).notNull().default('active'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_one_active').on(table.menteeId).where(sql`${table.status} = 'active'`),
    uniqueIndex('subscriptions_provider_unique').on(table.providerSubscriptionId),
    check('subscriptions_status_check', sql`${table.status} in ('active', 'canceled')`),
  ],
);

/** A payer's customer at Stripe, made on their first subscription and reused for the next. */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique('stripe_customers_customer_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a cancelled paid session was worth, carried by the free-session token it gave (decision 097). */
export const tokenCarries = pgTable(
  'token_carries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    menteeId: uuid('mentee_id').references(() => users.id, { onDelete: 'cascade' }),
    sourceBookingId: uuid('source_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    currency: text('currency').notNull(),
    spentBookingId: uuid('spent_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('token_carries_source_unique').on(table.sourceBookingId),
    uniqueIndex('token_carries_spent_unique').on(table.spentBookingId),
    index('token_carries_unspent_idx').on(table.menteeId, table.createdAt).where(sql`${table.spentBookingId} is null`),
  ],
);

/** A mentor's payout account with the provider; `onboarded_at` once they finished its onboarding. */
export const payoutAccounts = pgTable('payout_accounts', {
  mentorId: uuid('mentor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull(),
  accountId: text('account_id').notNull(),
  onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One transfer to a mentor. Written (with the ledger rows it takes) before the provider is called;
 * `pending` until the provider confirmed, retried with the same idempotency key (`payout-{id}`).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'paid'] }).notNull().default('pending'),
    destination: text('destination').notNull(),
    transferId: text('transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('payouts_mentor_idx').on(table.mentorId, table.createdAt),
    index('payouts_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('payouts_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** The simulated provider's transfers, keyed like Stripe's idempotency: one key, one transfer. */
export const simulatedTransfers = pgTable('simulated_transfers', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  destination: text('destination').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An admin's refund of one booking; the unique booking makes a second refund a 409. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('refunds_booking_unique').on(table.bookingId)],
);

/** A receipt for one payment (a session or a pack); `seq` makes the printed number. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    purchaseId: uuid('purchase_id').references(() => packPurchases.id, { onDelete: 'set null' }),
    /** What was bought, written out in the reader's language: a session (skill, start) or a pack (sessions). */
    kind: text('kind', { enum: ['session', 'pack', 'subscription'] }).notNull(),
    skill: text('skill'),
    sessions: integer('sessions'),
    itemAt: timestamp('item_at', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('receipts_seq_unique').on(table.seq),
    uniqueIndex('receipts_booking_unique').on(table.bookingId),
    uniqueIndex('receipts_purchase_unique').on(table.purchaseId),
    index('receipts_payer_idx').on(table.payerId, table.createdAt),
  ],
);

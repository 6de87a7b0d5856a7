import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public identifier shown in URLs and to other users; `id` stays internal. */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    /** `searchableText(userName)`, kept by the app on every name change; what name search matches. */
    searchName: text('search_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'mentor', 'mentee'] }).notNull(),
    originalRole: text('original_role', { enum: ['admin', 'mentor', 'mentee'] }).notNull(),
    /** The profile image (`/app/images/{imageId}`); null: none. */
    imageId: uuid('image_id').references((): AnyPgColumn => images.id, { onDelete: 'set null' }),
    /** A base64 data URL stored before images had their own table; converted and emptied at start-up (images/legacy-images.ts). */
    legacyImage: text('image'),
    freeSessionTokens: integer('free_session_tokens').notNull().default(0),
    /** Prepaid sessions from packs and subscriptions; which pack each came from is in pack_purchases. */
    sessionCredits: integer('session_credits').notNull().default(0),
    /** Mentor profile: one line under the name on cards (≤ 80 chars). */
    headline: text('headline'),
    /** Mentor profile: a few paragraphs on the profile view (≤ 1 000 chars). */
    bio: text('bio'),
    /** Mentor profile: ISO 639-1 codes of the languages the mentor teaches in (≤ 5). */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** IANA zone every date is shown in; null: the browser's zone. */
    timeZone: text('time_zone'),
    /** The app language the user last signed up or logged in with ('en' | 'de'); mails use it. Null: English. */
    language: text('language'),
    /** Notification settings (docs/product.md), all on by default. */
    bookingMail: boolean('booking_mail').notNull().default(true),
    bookingPush: boolean('booking_push').notNull().default(true),
    reminderMail: boolean('reminder_mail').notNull().default(true),
    reminderPush: boolean('reminder_push').notNull().default(true),
    /**
     * What search ranks mentors by (decision 086), kept by triggers on feedback, slots and bookings
     * (`refresh_mentor_rankings`): the mentee ratings' average (one decimal) and count, and the start of
     * the first future slot without a live booking. Time passes without a write, so a minute job refreshes
     * rows whose `nextFreeAt` has gone by.
     */
    ratingAverage: doublePrecision('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    nextFreeAt: timestamp('next_free_at', { withTimezone: true }),
    /**
     * When the owner proved the address by the mailed link; null: not yet (decision 092). The default marks
     * every account made outside sign-up (create-admin, the demo, generate, direct inserts) as verified;
     * sign-up writes null itself while EMAIL_VERIFICATION is required.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    /**
     * Vetting (decision 093): only an approved mentor is listed and bookable. Approved by default for the
     * same reason as `emailVerifiedAt`; sign-up writes 'pending' while MENTOR_APPROVAL is required.
     */
    mentorStatus: text('mentor_status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('approved'),
    /** The admin's reason for the last rejection, shown to the mentor; null otherwise. */
    mentorStatusReason: text('mentor_status_reason'),
    /** Set while an admin has suspended the account (decision 094): no login, not listed. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_role_idx').on(table.role),
    // Mentor search by partial, case-insensitive name stays an index scan at 10 000 mentors.
    index('users_search_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
    // The mentor list without a search text (the search page's first view) reads the first page of this
    // index instead of sorting every mentor; same columns, collation and order as the query's ORDER BY.
    index('users_mentor_name_idx')
      .on(sql`${table.searchName} collate "C"`, sql`${table.userName} collate "C"`, table.uuid)
      .where(sql`${table.role} = 'mentor'`),
    // A search without a name text walks this index in its ORDER BY and stops after one page.
    index('users_mentor_rank_idx')
      .on(
        sql`${table.ratingAverage} desc nulls last`,
        sql`${table.ratingCount} desc`,
        sql`${table.nextFreeAt} asc nulls last`,
        sql`${table.searchName} collate "C"`,
        sql`${table.userName} collate "C"`,
        table.uuid,
      )
      .where(sql`${table.role} = 'mentor'`),
    // The minute job's lookup of mentors whose next free slot has begun.
    index('users_mentor_next_free_idx')
      .on(table.nextFreeAt)
      .where(sql`${table.role} = 'mentor' and ${table.nextFreeAt} is not null`),
    check('users_role_check', sql`${table.role} in ('admin', 'mentor', 'mentee')`),
    check('users_original_role_check', sql`${table.originalRole} in ('admin', 'mentor', 'mentee')`),
    check('users_free_tokens_check', sql`${table.freeSessionTokens} >= 0`),
    check('users_session_credits_check', sql`${table.sessionCredits} >= 0`),
    check('users_headline_length_check', sql`char_length(${table.headline}) <= 80`),
    check('users_bio_length_check', sql`char_length(${table.bio}) <= 1000`),
    check('users_languages_count_check', sql`cardinality(${table.languages}) <= 5`),
    check('users_mentor_status_check', sql`${table.mentorStatus} in ('pending', 'approved', 'rejected')`),
    // The admin queue: pending mentors, oldest sign-up first.
    index('users_mentor_status_idx').on(table.mentorStatus, table.createdAt).where(sql`${table.role} = 'mentor'`),
  ],
);

/** Links mailed to prove an email address; only the token's SHA-256 is stored. The latest mail's link works. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_verification_tokens_user_idx').on(table.userId)],
);

/** Login sessions; the cookie carries a random token, the table only its SHA-256. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId), index('auth_sessions_expires_idx').on(table.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Hits of the limits that must hold across server instances (failed logins per email, reset mails).
 * The general per-IP limit lives in memory: it only needs to be roughly right and must stay cheap.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_limit_hits_lookup_idx').on(table.bucket, table.key, table.hitAt)],
);

/** First result of a replayable mutation, so an offline queue can resend it safely. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  newsletter: boolean('newsletter').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Small server-owned settings, such as generated VAPID keys. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export { timestamps };


// Users and their images reference each other, so both tables live in this file.

/** pg hands bytea over as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Profile images, decoded and re-encoded once at upload (images/image-processing.ts) in the two sizes the
 * UI shows. A new upload is a new row, so `/app/images/{id}` never changes and may be cached for good.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    small: bytea('small').notNull(),
    large: bytea('large').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('images_user_idx').on(table.userId)],
);

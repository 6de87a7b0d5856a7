import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A comma-separated list (empty by default) of entries matching `entry`, lower-cased. */
const hostList = (entry: string, message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .default('')
    .pipe(z.string().regex(new RegExp(`^(${entry}(\\s*,\\s*${entry})*)?$`), message))
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

const amount = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'must be an amount like 10.00')
    .default(fallback);

/** `12.5` → 1250. */
function toCents(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A switch of the request machinery (src/server/machinery): `on` by default, `off` for the plain path. */
const machinerySwitch = z
  .enum(['on', 'off'])
  .default('on')
  .transform((value) => value === 'on');

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional()),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional()),
    MAIL_FROM: z.string().trim().min(3).default('Mentor Marketplace <no-reply@localhost>'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    VAPID_SUBJECT: optionalString,
    /**
     * Push services endpoints may point to, comma-separated host names; `*.example.com` takes its
     * subdomains. Empty: any host that resolves to public addresses only.
     */
    PUSH_ALLOWED_HOSTS: hostList(String.raw`(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*`, 'must be comma-separated host names, e.g. fcm.googleapis.com,*.push.apple.com'),
    /** `host:port` pairs exempt from the push endpoint rules (http allowed): a local push service in development and tests. */
    PUSH_DEV_ENDPOINTS: hostList(String.raw`(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}`, 'must be comma-separated host:port pairs, e.g. 127.0.0.1:9'),
    /**
     * `host:port` pairs exempt from the busy-calendar address rules (http and local addresses allowed):
     * local iCal test servers and the demo's own calendar.
     */
    CALENDAR_DEV_ENDPOINTS: hostList(String.raw`(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}`, 'must be comma-separated host:port pairs, e.g. 127.0.0.1:9'),
    /** Minutes between two fetches of each mentor's busy calendar. */
    BUSY_REFRESH_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
    SESSION_PRICE: amount('10.00'),
    /** The 10-session pack's price. */
    PACK_10_PRICE: amount('80.00'),
    /** The monthly subscription's price (18 sessions a month). */
    SUBSCRIPTION_PRICE: amount('120.00'),
    /** The platform's share of every session's price, in percent; the mentor earns the rest. */
    PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
    /** Hours after a session ended before its earning can be paid out (time for complaints and refunds). */
    EARNINGS_HOLD_HOURS: z.coerce.number().int().min(0).max(24 * 365).default(48),
    /** A mentor's available balance is paid out from this amount on, in cents. */
    PAYOUT_MINIMUM_CENTS: z.coerce.number().int().min(1).default(2000),
    CURRENCY: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO currency code')
      .transform((value) => value.toUpperCase())
      .default('EUR'),
    /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Browser tests only: honour a per-request clock offset header. Never enable in production. */
    TEST_HOOKS: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
    /** `npm run bench` only: a file the server writes its read-cache counts to, twice a second. */
    BENCH_STATS_FILE: optionalString,
    /**
     * The bearer token Prometheus sends for `GET /app/metrics`; unset, the endpoint answers 404. At least
     * 16 characters (e.g. `openssl rand -hex 32`).
     */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Requests per IP per minute for the API as a whole; generous for a class behind one address. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
    /** Failed logins per email per 15 minutes before the email is locked out with 429. */
    LOGIN_FAILURES_PER_15_MIN: z.coerce.number().int().positive().default(10),
    /** Forgot-password requests per email and per IP per hour. */
    PASSWORD_RESETS_PER_HOUR: z.coerce.number().int().positive().default(5),
    /** Sign-ups per IP per hour. */
    SIGNUPS_PER_HOUR: z.coerce.number().int().positive().default(100),
    /** Largest accepted request body; images arrive as base64 inside JSON. */
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(3 * 1024 * 1024),
    /**
     * PostgreSQL only: the longest a query or the wait for a connection may take before the request is
     * answered 503 (a frozen or unreachable database must not hang every request).
     */
    DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    SESSION_DAYS: z.coerce.number().int().positive().default(30),
    /** Reminder offsets before a confirmed session, in minutes, comma-separated. */
    REMINDER_OFFSETS_MINUTES: z
      .string()
      .trim()
      .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of minutes, e.g. 1440,60')
      .default('1440,60')
      .transform((value) => value.split(',').map(Number)),
    /** Minutes a booked slot stays held for the mentee while they pay. */
    BOOKING_HOLD_MINUTES: z.coerce.number().int().positive().default(15),
    /** `required`: sign-up mails a link, and until it is used a mentee cannot book and a mentor is not listed. */
    EMAIL_VERIFICATION: z.enum(['required', 'off']).default('required'),
    /** `required`: a new mentor is pending, and not listed, until an admin approves. */
    MENTOR_APPROVAL: z.enum(['required', 'off']).default('required'),
    /** `off`: every cached GET is computed afresh (the read cache is an optimisation only; see decision 110). */
    READ_CACHE: machinerySwitch,
    /** `off`: each request's auth lookup is its own statement instead of one per event-loop turn. */
    AUTH_BATCHING: machinerySwitch,
    /** `off`: concurrent bookings of one slot go to the database side by side; its unique index decides. */
    BOOKING_FLIGHT: machinerySwitch,
    GOOGLE_MEET_ENABLED: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine((config, ctx) => {
    const stripeKeys = [config.STRIPE_SECRET_KEY, config.STRIPE_PUBLISHABLE_KEY, config.STRIPE_WEBHOOK_SECRET];
    const stripeSet = stripeKeys.filter(Boolean).length;
    if (stripeSet !== 0 && stripeSet !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none of them',
      });
    }
    if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither',
      });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  publicUrl: string;
  /** The origin browsers send in `Origin` for our own pages. */
  appOrigin: string;
  sessionPriceCents: number;
  pack10PriceCents: number;
  subscriptionPriceCents: number;
  paymentProvider: 'stripe' | 'simulated';
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  return {
    ...raw,
    publicUrl,
    appOrigin: new URL(publicUrl).origin,
    sessionPriceCents: toCents(raw.SESSION_PRICE),
    pack10PriceCents: toCents(raw.PACK_10_PRICE),
    subscriptionPriceCents: toCents(raw.SUBSCRIPTION_PRICE),
    paymentProvider: raw.STRIPE_SECRET_KEY ? 'stripe' : 'simulated',
  };
}

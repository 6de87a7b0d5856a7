import {
  agendaRequestSchema,
  bookingRulesSchema,
  busySourceRequestSchema,
  notesRequestSchema,
  rescheduleRequestSchema,
} from '../../shared/contracts/calendar-sync';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { weeklyHoursQuerySchema, weeklyHoursRequestSchema } from '../../shared/contracts/weekly-hours';
import { bookSlotRequestSchema, calendarWindowQuerySchema, createSlotRequestSchema } from '../../shared/contracts/calendar';
import { apiErrorBodySchema } from '../../shared/contracts/errors';
import {
  adminBookingsQuerySchema,
  adminPayoutsQuerySchema,
  confirmCreditSlotRequestSchema,
  refundRequestSchema,
} from '../../shared/contracts/money';
import { feedbackListQuerySchema, submitFeedbackRequestSchema } from '../../shared/contracts/feedback';
import { overviewQuerySchema } from '../../shared/contracts/overview';
import {
  adminAuditQuerySchema,
  adminMentorsQuerySchema,
  adminReportsQuerySchema,
  adminUsersQuerySchema,
  reasonRequestSchema,
} from '../../shared/contracts/admin';
import {
  confirmFreeSlotRequestSchema,
  createPaymentIntentRequestSchema,
  simulatedConfirmRequestSchema,
} from '../../shared/contracts/payment';
import { pushSubscribeRequestSchema, pushUnsubscribeRequestSchema } from '../../shared/contracts/push';
import { mentorsByUuidRequestSchema, searchQuerySchema } from '../../shared/contracts/search';
import { sessionListQuerySchema } from '../../shared/contracts/session';
import {
  createUserSkillRequestSchema,
  editUserSkillRequestSchema,
  getProtoSkillsQuerySchema,
  getUserSkillsQuerySchema,
  pageQuerySchema,
  protoSkillRequestSchema,
  skillCategoryRequestSchema,
} from '../../shared/contracts/skills';
import {
  changeEmailRequestSchema,
  changeImageRequestSchema,
  changePasswordRequestSchema,
  changeRoleRequestSchema,
  notificationsRequestSchema,
  profileRequestSchema,
  changeUserNameRequestSchema,
  contactRequestSchema,
  forgotPasswordRequestSchema,
  getUsersQuerySchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
  signupRequestSchema,
} from '../../shared/contracts/user';
import { StripePaymentProvider } from '../payment/providers/stripe-provider';
import { startFakeStripe } from '../test/fake-stripe';
import { createTestHarness, type TestHarness } from '../test/harness';
import {
  contentTypes,
  deeplyNested,
  encode,
  hostileJson,
  isIdRef,
  malformedJsonText,
  pathParam,
  queryText,
  shapedObject,
  type IdRef,
} from '../test/fuzz-arbitraries';

/**
 * Issue 19: generated requests against every API endpoint, mostly shaped like the contract's request
 * (right keys, wrong and edge values) and partly hostile (wrong types, malformed JSON, wrong
 * Content-Type, control characters, odd unicode, huge numbers, ids that are no UUID or belong to
 * someone else), sent as the right role and sometimes as the wrong one or logged out.
 * Every answer must be below 500, every error in the JSON error shape (400s in the list form), and
 * bad input must not write an error-level log line.
 *
 * Reproducible: the seed is fixed (FUZZ_SEED overrides it) and fast-check prints seed and path of a
 * failing run. FUZZ_RUNS scales the runs per endpoint.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_519);
const RUNS = Number(process.env.FUZZ_RUNS ?? 115);

type Role = 'anon' | 'mentee' | 'mentor' | 'admin';
type Schema = z.core.$ZodType;

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As Hono registers it, e.g. /app/calendar/book/:id */
  path: string;
  /** Who the endpoint is for; the fuzz sends as these mostly, as anyone (or nobody) sometimes. */
  roles: Role[];
  body?: Schema;
  query?: Schema;
  /** Takes an Idempotency-Key header. */
  idempotent?: boolean;
  /** May end or change the caller's session or account: sent as a throwaway user, replaced after a success. */
  disposable?: boolean;
  /** Requests known to get deep (valid enough to pass the contract), mixed in with the generated ones. */
  deep?: fc.Arbitrary<{ body?: unknown; query?: string }>;
  runs?: number;
}

const HOUR = 3600_000;
const nextHour = () => Math.ceil(Date.now() / HOUR) * HOUR;
const futureSlot = fc.integer({ min: 2, max: 24 * 40 }).map((hours) => ({
  start: new Date(nextHour() + hours * HOUR).toISOString(),
  end: new Date(nextHour() + (hours + 1) * HOUR).toISOString(),
}));
const window = fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 1, max: 70 })).map(([from, days]) => {
  const start = new Date(nextHour() + from * 24 * HOUR);
  return `start=${encode(start.toISOString())}&end=${encode(new Date(start.getTime() + days * 24 * HOUR).toISOString())}`;
});
const anyone: Role[] = ['mentee', 'mentor', 'admin'];

/** Every API endpoint. The first test fails if the app registers one that is missing here. */
const endpoints: Endpoint[] = [
  { method: 'GET', path: '/app/health', roles: ['anon'] },
  { method: 'POST', path: '/app/user/signup', roles: ['anon'], body: signupRequestSchema },
  { method: 'POST', path: '/app/user/login', roles: ['anon'], body: loginRequestSchema },
  { method: 'GET', path: '/app/user/auth', roles: anyone },
  { method: 'GET', path: '/app/user/stats', roles: anyone },
  { method: 'GET', path: '/app/user/logout', roles: anyone, disposable: true, runs: 25 },
  { method: 'POST', path: '/app/user/logout', roles: anyone, disposable: true, runs: 25 },
  { method: 'POST', path: '/app/user/forgot-password', roles: ['anon'], body: forgotPasswordRequestSchema },
  { method: 'POST', path: '/app/user/reset-password/:token', roles: ['anon'], body: resetPasswordRequestSchema },
  { method: 'DELETE', path: '/app/user', roles: ['mentee', 'mentor'], disposable: true, runs: 25 },
  { method: 'GET', path: '/app/user/get-users', roles: ['admin'], query: getUsersQuerySchema },
  { method: 'POST', path: '/app/user/change-username', roles: anyone, body: changeUserNameRequestSchema },
  { method: 'PUT', path: '/app/user/change-email', roles: anyone, body: changeEmailRequestSchema, disposable: true },
  { method: 'PUT', path: '/app/user/change-image', roles: anyone, body: changeImageRequestSchema },
  { method: 'PUT', path: '/app/user/change-password', roles: anyone, body: changePasswordRequestSchema, disposable: true },
  { method: 'PUT', path: '/app/user/change-role', roles: anyone, body: changeRoleRequestSchema, disposable: true },
  { method: 'PUT', path: '/app/user/profile', roles: anyone, body: profileRequestSchema },
  { method: 'PUT', path: '/app/user/notifications', roles: anyone, body: notificationsRequestSchema },
  { method: 'POST', path: '/app/contact', roles: ['anon'], body: contactRequestSchema },
  { method: 'GET', path: '/app/skill-category/get-skill-categories', roles: anyone, query: pageQuerySchema },
  { method: 'POST', path: '/app/skill-category/create-skill-category', roles: ['admin'], body: skillCategoryRequestSchema },
  { method: 'PATCH', path: '/app/skill-category/edit-skill-category/:id', roles: ['admin'], body: skillCategoryRequestSchema },
  { method: 'GET', path: '/app/proto-skill/get-proto-skills', roles: anyone, query: getProtoSkillsQuerySchema },
  { method: 'POST', path: '/app/proto-skill/create-proto-skill', roles: ['admin'], body: protoSkillRequestSchema },
  { method: 'PATCH', path: '/app/proto-skill/edit-proto-skill/:id', roles: ['admin'], body: protoSkillRequestSchema },
  { method: 'GET', path: '/app/user-skill/get-user-skills', roles: anyone, query: getUserSkillsQuerySchema },
  { method: 'POST', path: '/app/user-skill/create-user-skill', roles: ['mentor'], body: createUserSkillRequestSchema, idempotent: true },
  { method: 'PATCH', path: '/app/user-skill/edit-user-skill/:id', roles: ['mentor'], body: editUserSkillRequestSchema, idempotent: true },
  { method: 'GET', path: '/app/calendar/booking-details/:id', roles: ['mentee', 'mentor'] },
  { method: 'POST', path: '/app/calendar', roles: ['mentor'], body: createSlotRequestSchema, deep: futureSlot.map((body) => ({ body })) },
  {
    method: 'GET',
    path: '/app/calendar/:mentorUuid',
    roles: anyone,
    query: calendarWindowQuerySchema,
    deep: window.map((query) => ({ query })),
  },
  { method: 'POST', path: '/app/calendar/book/:id', roles: ['mentee'], body: bookSlotRequestSchema },
  { method: 'GET', path: '/app/session/available-upcoming-events', roles: ['mentor'] },
  { method: 'GET', path: '/app/session/upcoming-sessions', roles: ['mentee', 'mentor'], query: sessionListQuerySchema },
  { method: 'GET', path: '/app/session/past-sessions', roles: ['mentee', 'mentor'], query: sessionListQuerySchema },
  { method: 'GET', path: '/app/session/:id/ics', roles: ['mentee', 'mentor'], query: undefined },
  { method: 'POST', path: '/app/session/confirm-free-slot', roles: ['mentee'], body: confirmFreeSlotRequestSchema },
  { method: 'GET', path: '/app/feedback/public', roles: ['anon'] },
  { method: 'GET', path: '/app/feedback', roles: ['mentee', 'mentor'], query: feedbackListQuerySchema },
  { method: 'POST', path: '/app/feedback', roles: ['mentee', 'mentor'], body: submitFeedbackRequestSchema, idempotent: true },
  { method: 'GET', path: '/app/payment/config', roles: anyone },
  { method: 'POST', path: '/app/payment/stripe/create-payment-intent', roles: ['mentee'], body: createPaymentIntentRequestSchema },
  { method: 'POST', path: '/app/payment/simulated/confirm', roles: ['mentee'], body: simulatedConfirmRequestSchema },
  { method: 'POST', path: '/app/payment/stripe/webhook', roles: ['anon'], runs: 40 },
  { method: 'GET', path: '/app/search', roles: anyone, query: searchQuerySchema },
  { method: 'POST', path: '/app/search/mentor/by-uuid', roles: anyone, body: mentorsByUuidRequestSchema },
  { method: 'GET', path: '/app/calendar/weekly-hours', roles: ['mentor'] },
  {
    method: 'PUT',
    path: '/app/calendar/weekly-hours',
    roles: ['mentor'],
    body: weeklyHoursRequestSchema,
    query: weeklyHoursQuerySchema,
    runs: 40,
  },
  { method: 'GET', path: '/app/payment/packs', roles: ['anon', 'mentee'], runs: 20 },
  { method: 'POST', path: '/app/payment/packs/:id/intent', roles: ['mentee'], runs: 40 },
  { method: 'GET', path: '/app/payment/subscription', roles: ['mentee'], runs: 20 },
  { method: 'DELETE', path: '/app/payment/subscription', roles: ['mentee'], runs: 20 },
  { method: 'POST', path: '/app/session/confirm-credit-slot', roles: ['mentee'], body: confirmCreditSlotRequestSchema },
  { method: 'GET', path: '/app/payment/receipts', roles: anyone, runs: 20 },
  { method: 'GET', path: '/app/payment/receipts/:id', roles: anyone, runs: 40 },
  { method: 'GET', path: '/app/earnings', roles: ['mentor'], runs: 20 },
  { method: 'GET', path: '/app/earnings.csv', roles: ['mentor'], runs: 20 },
  { method: 'GET', path: '/app/payouts', roles: ['mentor'], runs: 20 },
  { method: 'POST', path: '/app/payouts/onboarding', roles: ['mentor'], runs: 20 },
  { method: 'POST', path: '/app/payouts/onboarding/complete', roles: ['mentor'], runs: 20 },
  { method: 'POST', path: '/app/admin/payouts/run', roles: ['admin'], runs: 20 },
  { method: 'POST', path: '/app/admin/bookings/:bookingId/refund', roles: ['admin'], body: refundRequestSchema },
  { method: 'GET', path: '/app/calendar/booking-rules', roles: ['mentor'] },
  { method: 'PUT', path: '/app/calendar/booking-rules', roles: ['mentor'], body: bookingRulesSchema, runs: 40 },
  { method: 'GET', path: '/app/calendar/feed-token', roles: anyone, runs: 20 },
  { method: 'POST', path: '/app/calendar/feed-token', roles: anyone, runs: 20 },
  { method: 'DELETE', path: '/app/calendar/feed-token', roles: anyone, runs: 20 },
  { method: 'GET', path: '/app/calendar/feed/:file', roles: ['anon'], runs: 40 },
  { method: 'GET', path: '/app/calendar/busy-sources', roles: ['mentor'], runs: 20 },
  { method: 'POST', path: '/app/calendar/busy-sources', roles: ['mentor'], body: busySourceRequestSchema, runs: 40 },
  { method: 'DELETE', path: '/app/calendar/busy-sources/:id', roles: ['mentor'], runs: 20 },
  { method: 'PUT', path: '/app/session/:id/agenda', roles: ['mentee', 'mentor'], body: agendaRequestSchema },
  { method: 'POST', path: '/app/session/:id/reschedule', roles: ['mentee', 'mentor'], body: rescheduleRequestSchema },
  { method: 'GET', path: '/app/session/:id/notes', roles: ['mentee', 'mentor'] },
  { method: 'PUT', path: '/app/session/:id/notes', roles: ['mentee', 'mentor'], body: notesRequestSchema, idempotent: true },
  { method: 'GET', path: '/app/search/mentor/:uuid', roles: anyone },
  { method: 'GET', path: '/app/search/mentor/:uuid/reviews', roles: anyone, query: pageQuerySchema },
  { method: 'GET', path: '/app/push/public-key', roles: ['anon'] },
  { method: 'POST', path: '/app/push/subscribe', roles: anyone, body: pushSubscribeRequestSchema },
  { method: 'DELETE', path: '/app/push/subscribe', roles: anyone, body: pushUnsubscribeRequestSchema },
  { method: 'GET', path: '/app/images/:id', roles: ['anon'], query: undefined },
  { method: 'GET', path: '/app/admin/overview', roles: ['admin'], query: overviewQuerySchema, runs: 40 },
  { method: 'GET', path: '/app/metrics', roles: ['anon'], runs: 20 },
  { method: 'POST', path: '/app/user/verify-email', roles: ['anon'], body: verifyEmailRequestSchema },
  { method: 'POST', path: '/app/user/resend-verification', roles: anyone, body: resendVerificationRequestSchema, runs: 20 },
  { method: 'POST', path: '/app/feedback/:id/report', roles: anyone, body: reasonRequestSchema },
  { method: 'GET', path: '/app/admin/mentors', roles: ['admin'], query: adminMentorsQuerySchema },
  { method: 'POST', path: '/app/admin/mentors/:uuid/approve', roles: ['admin'] },
  { method: 'POST', path: '/app/admin/mentors/:uuid/reject', roles: ['admin'], body: reasonRequestSchema },
  { method: 'GET', path: '/app/admin/users', roles: ['admin'], query: adminUsersQuerySchema },
  { method: 'GET', path: '/app/admin/reports', roles: ['admin'], query: adminReportsQuerySchema },
  { method: 'POST', path: '/app/admin/feedback/:id/hide', roles: ['admin'] },
  { method: 'POST', path: '/app/admin/feedback/:id/unhide', roles: ['admin'] },
  { method: 'GET', path: '/app/admin/audit', roles: ['admin'], query: adminAuditQuerySchema },
  { method: 'GET', path: '/app/admin/bookings', roles: ['admin'], query: adminBookingsQuerySchema },
  { method: 'GET', path: '/app/admin/payouts', roles: ['admin'], query: adminPayoutsQuerySchema },
  // A suspended fixed user could no longer reach their own data: few runs, and lifted again below.
  { method: 'POST', path: '/app/admin/users/:uuid/suspend', roles: ['admin'], body: reasonRequestSchema, runs: 20 },
  { method: 'POST', path: '/app/admin/users/:uuid/unsuspend', roles: ['admin'], runs: 40 },
  // Deleting last, so the data above stays around for most of the run.
  { method: 'DELETE', path: '/app/session/cancel-session/:id', roles: ['mentee', 'mentor'] },
  { method: 'DELETE', path: '/app/calendar/:id', roles: ['mentor'] },
  { method: 'DELETE', path: '/app/calendar/weekly-hours', roles: ['mentor'], runs: 20 },
  { method: 'DELETE', path: '/app/user-skill/delete-user-skill/:id', roles: ['mentor'], idempotent: true },
  { method: 'DELETE', path: '/app/proto-skill/delete-proto-skill/:id', roles: ['admin'] },
  { method: 'DELETE', path: '/app/skill-category/delete-skill-category/:id', roles: ['admin'] },
];
const imagesQuery = fc.constantFrom('s=64', 's=256', 's=128', '', 's=64&s=256', 's=%00', 's=1e308');
const icsQuery = fc.constantFrom('', 'lang=de', 'lang=xx', 'lang=%00', 'lang=de&lang=en');

const routeKey = (method: string, path: string) => `${method} ${path}`;

let h: TestHarness;
/** Cookies of the fixed users, two per role, so requests also reach other users' data. */
const actors: Record<Exclude<Role, 'anon'>, string[]> = { mentee: [], mentor: [], admin: [] };
/** Throwaway users for endpoints that end sessions or change roles, replaced after each success. */
const throwaway: Partial<Record<Exclude<Role, 'anon'>, string>> = {};
/** Every id seen in an answer so far: other users' data as well as the caller's own. */
const ids: string[] = [];
const knownIds = new Set<string>();
let requestCount = 0;
const statusCounts = new Map<number, number>();
const perEndpoint = new Map<string, number>();
let errorLog: ReturnType<typeof vi.spyOn>;
let warnLog: ReturnType<typeof vi.spyOn>;
const started = performance.now();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function harvest(value: unknown) {
  if (typeof value === 'string') {
    if (UUID.test(value) && !knownIds.has(value) && ids.length < 500) {
      knownIds.add(value);
      ids.push(value);
    }
  } else if (Array.isArray(value)) value.forEach(harvest);
  else if (value && typeof value === 'object') Object.values(value).forEach(harvest);
}

async function newUser(role: Exclude<Role, 'anon'>): Promise<string> {
  const user = role === 'admin' ? await h.admin() : await h.signup(role);
  harvest(user.user);
  return user.agent.cookieHeader;
}

function resolveIds(value: unknown): unknown {
  if (isIdRef(value)) return idOf(value);
  if (Array.isArray(value)) return value.map(resolveIds);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveIds(v)]));
  return value;
}
const idOf = (ref: IdRef) => ids[ref.$id % ids.length]!;

interface Draft {
  role: Role;
  which: number;
  tamperCookie: boolean;
  params: Array<string | IdRef>;
  query: string;
  body: { kind: 'none' } | { kind: 'json'; value: unknown; contentType: string } | { kind: 'text'; text: string; contentType: string };
  lang: string;
  origin: string | null;
  crossSite: boolean;
  idempotencyKey: string | null;
}

function draftArbitrary(endpoint: Endpoint): fc.Arbitrary<Draft> {
  const paramCount = (endpoint.path.match(/:\w+/g) ?? []).length;
  const role = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...endpoint.roles) },
    { weight: 2, arbitrary: fc.constantFrom<Role>('anon', 'mentee', 'mentor', 'admin') },
  );
  const generatedQuery =
    endpoint.path === '/app/images/:id' ? imagesQuery : endpoint.path === '/app/session/:id/ics' ? icsQuery : queryText(endpoint.query);
  const body: fc.Arbitrary<Draft['body']> =
    endpoint.method === 'GET'
      ? fc.constant({ kind: 'none' as const })
      : fc.oneof(
          { weight: 6, arbitrary: shapedObject(endpoint.body).map((value) => ({ kind: 'json' as const, value, contentType: 'application/json' })) },
          { weight: 2, arbitrary: hostileJson.map((value) => ({ kind: 'json' as const, value, contentType: 'application/json' })) },
          { weight: 1, arbitrary: malformedJsonText.map((text) => ({ kind: 'text' as const, text, contentType: 'application/json' })) },
          { weight: 1, arbitrary: deeplyNested.map((text) => ({ kind: 'text' as const, text, contentType: 'application/json' })) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(shapedObject(endpoint.body), fc.constantFrom(...contentTypes))
              .map(([value, contentType]) => ({ kind: 'json' as const, value, contentType })),
          },
          { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
        );
  const generated = fc.record({ body, query: generatedQuery });
  const content = endpoint.deep
    ? fc.oneof(
        { weight: 3, arbitrary: generated },
        {
          weight: 1,
          arbitrary: endpoint.deep.map((deep) => ({
            body: deep.body === undefined ? { kind: 'none' as const } : { kind: 'json' as const, value: deep.body, contentType: 'application/json' },
            query: deep.query ?? '',
          })),
        },
      )
    : generated;
  return fc
    .record({
      role,
      which: fc.nat(1),
      tamperCookie: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))).chain((b) => (b ? fc.boolean() : fc.constant(false))),
      params: fc.array(pathParam, { minLength: paramCount, maxLength: paramCount }),
      content,
      lang: fc.constantFrom('en', 'de', 'de-DE,de;q=0.9', 'xx', '*', '', 'en;q=abc,de;q=NaN', 'de;q=1e308'),
      origin: fc.oneof(
        { weight: 8, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constant('http://localhost:3000') },
        { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', '') },
      ),
      crossSite: fc.nat(9).map((n) => n === 0),
      idempotencyKey: endpoint.idempotent
        ? fc.oneof(
            { weight: 2, arbitrary: fc.constant(null) },
            { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 8, maxLength: 40 }) },
            { weight: 1, arbitrary: fc.constantFrom('', 'short', 'k'.repeat(201), 'same-key-every-time') },
          )
        : fc.constant(null),
    })
    .map(({ content: { body: b, query }, ...rest }) => ({ ...rest, body: b, query }));
}

async function cookieFor(endpoint: Endpoint, draft: Draft): Promise<string | undefined> {
  if (draft.role === 'anon') return undefined;
  let cookie: string;
  if (endpoint.disposable) cookie = throwaway[draft.role] ??= await newUser(draft.role);
  else cookie = actors[draft.role][draft.which]!;
  // A cookie of the right name with a value no session has.
  return draft.tamperCookie ? cookie.replace(/=([^;]*)/, (_, value: string) => `=${Array.from(value).reverse().join('')}x`) : cookie;
}

async function send(endpoint: Endpoint, draft: Draft) {
  let index = 0;
  const path = endpoint.path.replace(/:\w+/g, () => {
    const param = draft.params[index++]!;
    return isIdRef(param) ? idOf(param) : param;
  });
  const url = draft.query ? `${path}?${draft.query}` : path;
  const headers: Record<string, string> = { 'accept-language': draft.lang };
  const cookie = await cookieFor(endpoint, draft);
  if (cookie) headers.cookie = cookie;
  if (draft.origin !== null) headers.origin = draft.origin;
  if (draft.crossSite) headers['sec-fetch-site'] = 'cross-site';
  if (draft.idempotencyKey !== null) headers['idempotency-key'] = draft.idempotencyKey;
  let body: string | undefined;
  if (draft.body.kind !== 'none') {
    body = draft.body.kind === 'json' ? JSON.stringify(resolveIds(draft.body.value)) ?? '' : draft.body.text;
    if (draft.body.contentType) headers['content-type'] = draft.body.contentType;
  }
  const errorsBefore = errorLog.mock.calls.length;
  const response = await h.app.request(url, { method: endpoint.method, headers, body });
  const text = await response.text();
  requestCount++;
  statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
  perEndpoint.set(routeKey(endpoint.method, endpoint.path), (perEndpoint.get(routeKey(endpoint.method, endpoint.path)) ?? 0) + 1);
  if (endpoint.disposable && response.status < 400 && draft.role !== 'anon') delete throwaway[draft.role];

  const contentType = response.headers.get('content-type') ?? '';
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (response.status < 400 && parsed !== undefined) harvest(parsed);

  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  if (response.status >= 400) {
    if (!contentType.includes('application/json')) problems.push(`error answer of type "${contentType}"`);
    const shape = apiErrorBodySchema.safeParse(parsed);
    if (!shape.success) problems.push('error answer not in the { error, msg } shape');
    else {
      if (!shape.data.msg.trim()) problems.push('empty msg');
      const error = shape.data.error;
      if (typeof error === 'string' ? !error.trim() : !error.length || error.some((issue) => !issue.msg.trim()))
        problems.push('empty error');
      if (response.status === 400 && typeof error === 'string') problems.push('400 not in the list form');
    }
  }
  if (errorLog.mock.calls.length > errorsBefore) {
    const logged = errorLog.mock.calls.slice(errorsBefore).map((call: unknown[]) => {
      const [first, second] = call as [unknown, unknown];
      const err = (first as { err?: Error } | undefined)?.err;
      return `${String(second ?? first)}${err ? `: ${err.stack ?? err.message}` : ''}`;
    });
    problems.push(`error-level log: ${logged.join(' | ')}`);
  }
  if (problems.length) {
    const shown = (value: string | undefined) => (value && value.length > 400 ? `${value.slice(0, 400)}… (${value.length} chars)` : value);
    const { cookie: _cookie, ...shownHeaders } = headers;
    throw new Error(
      [
        problems.join('; '),
        `request: ${endpoint.method} ${shown(url)} as ${draft.role}${draft.tamperCookie ? ' (tampered cookie)' : ''}`,
        `headers: ${JSON.stringify(shownHeaders)}`,
        `body: ${shown(body === undefined ? '(none)' : JSON.stringify(body))}`,
        `answer: ${response.status} ${contentType} ${shown(text)}`,
      ].join('\n'),
    );
  }
}

beforeAll(async () => {
  h = await createTestHarness({
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNUPS_PER_HOUR: '1000000',
    PASSWORD_RESETS_PER_HOUR: '1000000',
    LOGIN_FAILURES_PER_15_MIN: '1000000',
  });
  // No fuzzed address (push endpoint, busy calendar) resolves, so none makes the server reach the network.
  h.deps.resolveHost = async () => [];
  errorLog = vi.spyOn(h.deps.logger, 'error');
  warnLog = vi.spyOn(h.deps.logger, 'warn');
  for (const role of ['mentee', 'mentor', 'admin'] as const) {
    for (let i = 0; i < 2; i++) actors[role].push(await newUser(role));
  }
  // Some real data of each kind, made through the API (its ids are harvested from the answers).
  const as = (role: Exclude<Role, 'anon'>, which = 0) => ({ cookie: actors[role][which]! });
  const call = async (role: Exclude<Role, 'anon'>, which: number, method: string, path: string, json: unknown) => {
    const response = await h.app.request(path, {
      method,
      headers: { ...as(role, which), 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    const body = await response.json();
    expect(response.status, `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
    harvest(body);
    return body;
  };
  const uuids = (value: unknown) => JSON.stringify(value).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
  const category = await call('admin', 0, 'POST', '/app/skill-category/create-skill-category', { skillCategoryTitle: 'Fuzzing' });
  const categoryId = uuids(category)[0]!;
  const proto = await call('admin', 0, 'POST', '/app/proto-skill/create-proto-skill', {
    skillCategoryId: categoryId,
    protoSkillTitle: 'Property testing',
  });
  const protoSkillId = uuids(proto).find((id) => id !== categoryId)!;
  for (const which of [0, 1]) {
    const skill = await call('mentor', which, 'POST', '/app/user-skill/create-user-skill', { protoSkillId, proficiency: 'advanced' });
    const skillId = (skill as { populatedSkill: { _id: string } }).populatedSkill._id;
    for (let hour = 0; hour < 3; hour++) {
      const start = nextHour() + (24 + which * 5 + hour) * HOUR;
      const slot = await call('mentor', which, 'POST', '/app/calendar', {
        start: new Date(start).toISOString(),
        end: new Date(start + HOUR).toISOString(),
      });
      if (hour === 0) await call('mentee', which, 'POST', `/app/calendar/book/${(slot as { _id: string })._id}`, { skillId });
    }
  }
}, 120_000);

afterAll(async () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const statuses = [...statusCounts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  console.info(
    `fuzz: ${requestCount} requests to ${perEndpoint.size} endpoints in ${seconds} s (seed ${SEED}); ` +
      `statuses ${statuses.join(', ')}; ${warnLog?.mock.calls.length ?? 0} warnings logged; ${ids.length} ids known`,
  );
  await h?.close();
});

describe('fuzzing every API endpoint (issue 19)', () => {
  it('covers every route the app registers, and names none that it does not', () => {
    const registered = new Set(
      h.app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/app/')).map((route) => routeKey(route.method, route.path)),
    );
    const listed = new Set(endpoints.map((endpoint) => routeKey(endpoint.method, endpoint.path)));
    expect([...registered].filter((key) => !listed.has(key)), 'routes the fuzz list does not cover').toEqual([]);
    expect([...listed].filter((key) => !registered.has(key)), 'fuzz list entries the app does not register').toEqual([]);
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(draftArbitrary(endpoint), (draft) => send(endpoint, draft)),
        { numRuns: endpoint.runs ?? RUNS, seed: SEED, endOnFailure: true },
      );
    }, 300_000);
  }

  it('sent at least 5 000 requests', () => {
    expect(requestCount).toBeGreaterThanOrEqual(RUNS >= 115 ? 5000 : 0);
  });
});

describe('what the fuzz found', () => {
  const listForm = (path: string, msg: string) => ({ error: [{ path, msg }], msg: expect.any(String) });

  it('answers a body that is not JSON with a list-form 400 in the caller\'s language', async () => {
    const { agent } = await h.signup('mentee');
    const broken = await agent.request('POST', '/app/user/change-username', {
      body: '{"newUserName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual(listForm('(body)', 'The request body is not valid JSON.'));
    const german = await h.agent({ lang: 'de' }).request('POST', '/app/user/login', {
      body: '\u{10c2a8}',
      headers: { 'content-type': 'application/json' },
    });
    expect(german.status).toBe(400);
    expect(german.body).toEqual(listForm('(body)', 'Der Inhalt der Anfrage ist kein gültiges JSON.'));
  });

  it('answers JSON nested 100 000 levels deep with a 400, not a stack overflow, logging no error', async () => {
    const logged = errorLog.mock.calls.length;
    const { agent } = await h.signup('mentor');
    const depth = 100_000;
    const arrays = await agent.request('POST', '/app/search/mentor/by-uuid', {
      body: '['.repeat(depth) + ']'.repeat(depth),
      headers: { 'content-type': 'application/json' },
    });
    expect(arrays.status).toBe(400);
    expect(arrays.body.error).toEqual([{ path: '(body)', msg: expect.any(String) }]);
    const nulKeys = await agent.request('POST', '/app/calendar', {
      body: '{"k\\u0000":'.repeat(depth) + '1' + '}'.repeat(depth),
      headers: { 'content-type': 'application/json' },
    });
    expect(nulKeys.status).toBe(400);
    // The first paths only: naming all 100 000 would take quadratic time.
    expect(nulKeys.body.error).toHaveLength(20);
    expect(nulKeys.body.error[0]).toEqual({ path: 'k\\0', msg: 'Must not contain a NUL character.' });
    expect(errorLog.mock.calls.length).toBe(logged);
  });
});

/**
 * With Stripe configured the webhook reads its body: signed payloads (as only Stripe can send) whose
 * event is shaped oddly, and unsigned or wrongly signed ones. A local fake stands in for api.stripe.com.
 */
describe('fuzzing the Stripe webhook with Stripe configured', () => {
  const keys = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_test_fake' };
  const eventTypes = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded', 'ping'];
  const event = fc.record(
    {
      id: fc.oneof(fc.constant('evt_fuzz'), fc.string({ maxLength: 30 }).map((s) => `evt_${s}`), hostileJson),
      object: fc.constant('event'),
      type: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...eventTypes) }, hostileJson),
      created: fc.oneof(fc.constant(Math.floor(Date.now() / 1000)), hostileJson),
      data: fc.oneof(
        { weight: 3, arbitrary: fc.record({ object: fc.record({ id: fc.oneof(fc.constant('pi_fuzz'), hostileJson), last_payment_error: hostileJson }, { requiredKeys: [] }) }, { requiredKeys: [] }) },
        hostileJson,
      ),
    },
    { requiredKeys: [] },
  );
  const payload = fc.oneof(
    { weight: 5, arbitrary: event.map((value) => JSON.stringify(resolveIds(value))) },
    { weight: 1, arbitrary: malformedJsonText },
  );

  it('answers a signed event without an id, type or intent id with a 400, not a 500 (found by the fuzz)', async () => {
    const stripeHarness = await createTestHarness({
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    });
    const logged = vi.spyOn(stripeHarness.deps.logger, 'error');
    try {
      const timestamp = Math.floor(stripeHarness.clock.now().getTime() / 1000);
      for (const event of [
        { id: 'evt_no_type', created: timestamp },
        { type: 'ping', created: timestamp },
        { id: 'evt_nul\u0000', type: 'ping' },
        { id: 'evt_no_intent', type: 'payment_intent.succeeded', data: {} },
        { id: 'evt_odd_intent', type: 'payment_intent.payment_failed', data: { object: { id: 42 } } },
      ]) {
        const body = JSON.stringify(event);
        const response = await stripeHarness.app.request('/app/payment/stripe/webhook', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: keys.webhookSecret, timestamp }),
          },
          body,
        });
        expect(response.status, body).toBe(400);
        expect(apiErrorBodySchema.safeParse(await response.json()).success).toBe(true);
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      await stripeHarness.close();
    }
  });

  it('POST /app/payment/stripe/webhook (signed and unsigned)', async () => {
    const fake = await startFakeStripe();
    const stripeHarness = await createTestHarness(
      {
        STRIPE_SECRET_KEY: keys.secretKey,
        STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
        STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      },
      { paymentProvider: new StripePaymentProvider(keys, { host: '127.0.0.1', port: fake.port, protocol: 'http' }) },
    );
    const logged = vi.spyOn(stripeHarness.deps.logger, 'error');
    try {
      await fc.assert(
        fc.asyncProperty(payload, fc.constantFrom('signed', 'signed', 'signed', 'wrong secret', 'garbage', 'none'), async (body, signing) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          const timestamp = Math.floor(stripeHarness.clock.now().getTime() / 1000);
          if (signing === 'signed' || signing === 'wrong secret') {
            const secret = signing === 'signed' ? keys.webhookSecret : 'whsec_other';
            headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
          } else if (signing === 'garbage') headers['stripe-signature'] = 't=1,v1=zz';
          const errorsBefore = logged.mock.calls.length;
          const response = await stripeHarness.app.request('/app/payment/stripe/webhook', { method: 'POST', headers, body });
          const text = await response.text();
          requestCount++;
          statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
          const detail = `${signing} ${body.slice(0, 300)} -> ${response.status} ${text.slice(0, 300)}`;
          expect(response.status, detail).toBeLessThan(500);
          if (response.status >= 400) expect(apiErrorBodySchema.safeParse(JSON.parse(text)).success, detail).toBe(true);
          expect(logged.mock.calls.length, `${detail}: ${JSON.stringify(logged.mock.calls.slice(errorsBefore)).slice(0, 500)}`).toBe(errorsBefore);
        }),
        { numRuns: 200, seed: SEED, endOnFailure: true },
      );
    } finally {
      await stripeHarness.close();
      await fake.close();
    }
  }, 300_000);
});

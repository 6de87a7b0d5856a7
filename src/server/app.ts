import { Hono } from 'hono';
import { sessionCalendarRoutes } from './calendar/available-events.routes';
import { adminRoutes } from './admin/admin.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { weeklyHoursRoutes } from './calendar/weekly-hours.routes';
import { bookingRulesRoutes } from './calendar/booking-rules.routes';
import { busySourceRoutes, calendarFeedRoutes } from './calendar-sync/calendar-sync.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import type { AppDeps, AppEnv } from './http/context';
import { authLoader } from './middleware/auth';
import { createMachinery } from './machinery/machinery';
import { createPaymentProvider, type ConfiguredPaymentProvider } from './payment/payment-provider';
import { readScopeLoader } from './machinery/read-cache/read-cache';
import { bodyLimit } from './middleware/body-limit';
import { onError, onNotFound } from './middleware/error-handler';
import { originCheck } from './middleware/origin-check';
import { paymentRoutes } from './payment/payment.routes';
import { packRoutes } from './payment/packs.routes';
import { earningsCsvRoutes, earningsRoutes } from './earnings/earnings.routes';
import { adminPayoutRoutes, payoutRoutes } from './payouts/payouts.routes';
import { adminRefundRoutes } from './refunds/refunds.routes';
import { receiptRoutes } from './receipts/receipts.routes';
import { ipRateLimit } from './middleware/rate-limit';
import { requestContext } from './middleware/request-context';
import { testClock } from './middleware/test-clock';
import { securityHeaders } from './middleware/security-headers';
import { searchRoutes } from './search/search.routes';
import { freeSlotRoutes } from './session/confirm-free-slot.routes';
import { sessionRoutes } from './session/session.routes';
import { sessionContextRoutes } from './session/session-context.routes';
import { pushRoutes } from './push/push.routes';
import { protoSkillRoutes } from './skills/proto-skill.routes';
import { skillCategoryRoutes } from './skills/skill-category.routes';
import { userSkillRoutes } from './skills/user-skill.routes';
import { mountClient } from './static';
import { contactRoutes } from './user/contact.routes';
import { healthRoutes } from './health.routes';
import { imageRoutes } from './images/images.routes';
import { userRoutes } from './user/user.routes';
import { overviewRoutes } from './overview/overview.routes';
import { createMetrics } from './ops/metrics';
import { metricsRoutes } from './ops/metrics.routes';
import { CONTRACT_VERSION_HEADER } from '../shared/contract-version';
import { contractVersion } from './http/contract-version';

export interface CreateAppOptions {
  /** Folder of the built client; omitted in API tests. */
  clientRoot?: string;
  /** Instead of the configured one: tests aim a Stripe client at a local fake of its API. */
  paymentProvider?: ConfiguredPaymentProvider;
}

/** The whole HTTP surface: API under /app/ and, when given, the built client for everything else. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  // Outermost, so the time and the status are the whole request's, error answers included.
  const metrics = createMetrics(deps);
  app.use('*', metrics.recordRequests);
  if (deps.config.TEST_HOOKS) app.use('*', testClock);
  // The app's own read cache, auth lookup, booking flight and payment provider, handed to each request (decision 110).
  app.use('*', requestContext(deps, createMachinery(deps), options.paymentProvider ?? createPaymentProvider(deps.config)));
  app.use('*', securityHeaders({ https: deps.config.publicUrl.startsWith('https://') }));

  const api = new Hono<AppEnv>();
  const version = contractVersion();
  api.onError(onError);
  api.use('*', async (c, next) => {
    // Before the handler, so the answer is built with it: set on a finished response, Hono rebuilds that
    // response around a stream of its body (a copy and a second pass through the web-streams machinery).
    c.header('Cache-Control', 'no-store');
    c.header(CONTRACT_VERSION_HEADER, version);
    await next();
  });
  api.use('*', ipRateLimit(deps.config.RATE_LIMIT_PER_MINUTE));
  api.use('*', bodyLimit(deps.config.BODY_LIMIT_BYTES));
  api.use('*', originCheck);
  // Cached reads and the booking declare their read scope on the route (`readScope`); this names it
  // before the auth loader reads its version along.
  api.use('*', readScopeLoader);
  api.use('*', authLoader);
  api.route('/health', healthRoutes);
  api.route('/user', userRoutes);
  api.route('/contact', contactRoutes);
  api.route('/skill-category', skillCategoryRoutes);
  api.route('/proto-skill', protoSkillRoutes);
  api.route('/user-skill', userSkillRoutes);
  api.route('/calendar/weekly-hours', weeklyHoursRoutes);
  api.route('/calendar/booking-rules', bookingRulesRoutes);
  api.route('/calendar/busy-sources', busySourceRoutes);
  api.route('/calendar', calendarFeedRoutes);
  api.route('/calendar', calendarRoutes);
  api.route('/session', sessionCalendarRoutes);
  api.route('/session', sessionRoutes);
  api.route('/session', sessionContextRoutes);
  api.route('/feedback', feedbackRoutes);
  api.route('/session', freeSlotRoutes);
  api.route('/payment/receipts', receiptRoutes);
  api.route('/payment', packRoutes);
  api.route('/payment', paymentRoutes);
  api.route('/earnings.csv', earningsCsvRoutes);
  api.route('/earnings', earningsRoutes);
  api.route('/payouts', payoutRoutes);
  api.route('/admin/payouts', adminPayoutRoutes);
  api.route('/admin/bookings', adminRefundRoutes);
  api.route('/search', searchRoutes);
  api.route('/push', pushRoutes);
  api.route('/images', imageRoutes);
  api.route('/admin/overview', overviewRoutes);
  api.route('/metrics', metricsRoutes(metrics.registry));
  api.route('/admin', adminRoutes);
  api.notFound(onNotFound);

  app.route('/app', api);
  // A stray /app/... that no route took must not fall through to the SPA.
  app.all('/app/*', onNotFound);
  if (options.clientRoot) mountClient(app, options.clientRoot);
  app.notFound(onNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;

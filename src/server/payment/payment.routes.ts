import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  createPaymentIntentRequestSchema,
  simulatedConfirmRequestSchema,
  type PaymentConfig,
} from '../../shared/contracts/payment';
import type { PaymentProviderName } from '../../shared/domain/payment';
import type { AppEnv } from '../http/context';
import { currentUser, requireRole } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { rememberLanguage } from '../notices/notices.queries';
import { requireProvider } from './payment-provider';
import * as paymentService from './payment.service';

/** Endpoints of one provider answer 404 under the other, before anything else (login included) is checked. */
const onlyWith = (kind: PaymentProviderName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    requireProvider(c.get('payment'), kind);
    await next();
  });

/**
 * Card payments. `create-payment-intent` keeps the spec's Stripe path in both modes. The webhook needs
 * no login and passes the Origin check because Stripe sends no Origin header; its signature is the
 * authentication, checked against the raw body. The config is public: a visitor sees the price on
 * mentor cards and profiles, and a publishable key is public by design.
 */
export const paymentRoutes = new Hono<AppEnv>()
  .get('/config', (c) => c.json(paymentService.getPaymentConfig(c.get('deps'), c.get('payment')) satisfies PaymentConfig))
  .post('/stripe/create-payment-intent', requireRole('mentee'), validate('json', createPaymentIntentRequestSchema), async (c) => {
    // The receipt mail follows in the language the payer pays in (the app may have switched since login).
    await rememberLanguage(c.get('deps').db, currentUser(c)._id, c.get('lang'));
    return c.json(await paymentService.createPaymentIntent(c.get('deps'), c.get('payment'), currentUser(c), c.req.valid('json').bookingId));
  })
  .post(
    '/simulated/confirm',
    onlyWith('simulated'),
    requireRole('mentee'),
    validate('json', simulatedConfirmRequestSchema),
    async (c) => {
      const provider = requireProvider(c.get('payment'), 'simulated');
      return c.json(await paymentService.confirmSimulatedPayment(c.get('deps'), provider, currentUser(c), c.req.valid('json')));
    },
  )
  .post('/stripe/webhook', onlyWith('stripe'), async (c) => {
    const provider = requireProvider(c.get('payment'), 'stripe');
    await paymentService.receiveStripeWebhook(c.get('deps'), provider, await c.req.text(), c.req.header('stripe-signature'));
    return c.json({ received: true });
  });

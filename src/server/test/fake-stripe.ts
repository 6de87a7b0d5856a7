import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeBilling } from './fake-stripe-billing';

export interface FakeIntent {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string;
}

export interface FakeRefund {
  id: string;
  paymentIntent: string;
  metadata: Record<string, string>;
}

/**
 * The Stripe API endpoints the server calls (PaymentIntents, Refunds, and Billing: products, customers,
 * subscriptions, invoices), on a local port,
 * so tests exercise the real `stripe` client without the network. Honours `Idempotency-Key` as Stripe
 * does: a repeated key returns the first answer and creates nothing.
 */
export interface FakeStripe {
  port: number;
  intents: FakeIntent[];
  refunds: FakeRefund[];
  billing: FakeBilling;
  /** Answer every request with this Stripe error until reset to null. */
  failWith: { status: number; message: string } | null;
  close(): Promise<void>;
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

/** `metadata[bookingId]=…` form fields as an object. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const answered = new Map<string, unknown>();
  const fake: FakeStripe = { port: 0, intents: [], refunds: [], billing: new FakeBilling(), failWith: null, close: async () => undefined };

  const server = createServer(async (request, response) => {
    const form = await readForm(request);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
      response.end(JSON.stringify(body));
    };
    if (fake.failWith) {
      send(fake.failWith.status, { error: { type: 'invalid_request_error', message: fake.failWith.message } });
      return;
    }
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${request.url} ${key}` : null;
    if (replayKey && answered.has(replayKey)) {
      send(200, answered.get(replayKey));
      return;
    }
    let body: unknown;
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const billing = billingAnswer(fake.billing, request.method ?? 'GET', path, form);
    if (billing === null) {
      send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: ${path}` } });
      return;
    }
    if (billing && 'error' in billing) {
      send(400, billing);
      return;
    }
    if (billing) body = billing;
    else if (request.method === 'POST' && request.url === '/v1/payment_intents') {
      const id = `pi_fake_${randomBytes(8).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        metadata: metadataOf(form),
        clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      };
      fake.intents.push(intent);
      body = {
        id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata,
        client_secret: intent.clientSecret,
        status: 'requires_payment_method',
      };
    } else if (request.method === 'POST' && request.url === '/v1/refunds') {
      const refund: FakeRefund = {
        id: `re_fake_${randomBytes(8).toString('hex')}`,
        paymentIntent: form.get('payment_intent') ?? '',
        metadata: metadataOf(form),
      };
      fake.refunds.push(refund);
      body = { id: refund.id, object: 'refund', payment_intent: refund.paymentIntent, status: 'succeeded' };
    } else {
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url})` },
      });
      return;
    }
    if (replayKey) answered.set(replayKey, body);
    send(200, body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.port = (server.address() as AddressInfo).port;
  fake.close = () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return fake;
}

/** The Billing endpoints: an object, null for an unknown id, an `{error}` body, or undefined when not Billing's. */
function billingAnswer(billing: FakeBilling, method: string, path: string, form: URLSearchParams): object | null | undefined {
  const [, , resource, id] = path.split('/');
  if (method === 'POST' && path === '/v1/products') {
    const productId = form.get('id') ?? `prod_fake_${randomBytes(8).toString('hex')}`;
    if (billing.products.has(productId)) {
      return { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: `Product already exists: ${productId}` } };
    }
    billing.products.add(productId);
    return { id: productId, object: 'product', name: form.get('name') };
  }
  if (method === 'POST' && path === '/v1/customers') return billing.createCustomer(form.get('email') ?? '', metadataOf(form));
  if (method === 'POST' && path === '/v1/subscriptions') return billing.createSubscription(form, metadataOf(form));
  if (resource === 'subscriptions' && id) return method === 'POST' ? billing.update(id, form) : billing.subscriptionObject(id, false);
  if (method === 'GET' && resource === 'invoices' && id) return billing.invoiceObject(id, { expanded: true });
  return undefined;
}

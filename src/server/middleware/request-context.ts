import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import { pinoLogger } from 'hono-pino';
import { createPaymentProvider, type ConfiguredPaymentProvider } from '../payment/payment-provider';
import type { AppDeps, AppEnv } from '../http/context';
import { languageFromHeader } from '../i18n/localized';
import { createMachinery, type Machinery } from '../machinery/machinery';

/** An incoming id longer than this is replaced; log lines and headers stay short. */
const MAX_REQUEST_ID_LENGTH = 100;

/**
 * Puts deps, language and a request id on the context, echoes the id as `X-Request-Id`, and writes one
 * JSON log line per API request (hono-pino on the app's pino logger) with the id, method, route pattern,
 * status and duration. An incoming `X-Request-Id` is taken over only behind a trusted proxy
 * (TRUST_PROXY), which is what sets it; otherwise any client could write ids of its choosing into the log.
 */
export function requestContext(
  deps: AppDeps,
  machinery: Machinery = createMachinery(deps),
  payment: ConfiguredPaymentProvider = createPaymentProvider(deps.config),
): MiddlewareHandler<AppEnv> {
  const assignId = requestId({
    limitLength: MAX_REQUEST_ID_LENGTH,
    headerName: deps.config.TRUST_PROXY ? 'X-Request-Id' : '',
    generator: () => randomUUID(),
  });
  const context = createMiddleware<AppEnv>(async (c, next) => {
    c.set('deps', deps);
    c.set('machinery', machinery);
    c.set('payment', payment);
    c.set('lang', languageFromHeader(c.req.header('accept-language')));
    c.set('user', null);
    // Before the handler, so the answer is built with it (see the Cache-Control middleware in app.ts).
    c.header('X-Request-Id', c.get('requestId'));
    await next();
  });
  // Typed loosely: it puts its own `logger` variable on the context, which the app does not use.
  const requestLog: MiddlewareHandler = pinoLogger({
    pino: deps.logger,
    http: {
      referRequestIdKey: 'requestId',
      onReqBindings: (c) => ({ method: c.req.method }),
      onResBindings: (c) => ({
        route: c.req.routePath,
        path: c.req.path,
        status: c.res.status,
        user: (c.get('user') as AppEnv['Variables']['user'])?.uuid,
      }),
      // Handled errors are answers like any other; unexpected ones the error handler logs with their stack.
      onResLevel: (c) => (c.res.status >= 500 ? 'error' : 'info'),
      onResMessage: () => 'request',
    },
  });
  const apiOnlyLog: MiddlewareHandler = (c, next) => (c.req.path.startsWith('/app/') ? requestLog(c, next) : next());
  return every(assignId, context, apiOnlyLog);
}

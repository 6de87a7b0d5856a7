import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../http/context';
import { languageFromHeader } from '../i18n/localized';

/** Puts deps, language and a request id on the context and writes one structured log line per request. */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('lang', languageFromHeader(c.req.header('accept-language')));
    c.set('user', null);
    // Before the handler, so the answer is built with it (see the Cache-Control middleware in app.ts).
    c.header('x-request-id', requestId);
    await next();
    if (c.req.path.startsWith('/app/')) {
      deps.logger.info(
        {
          requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          user: c.get('user')?.uuid,
        },
        'request',
      );
    }
  });
}

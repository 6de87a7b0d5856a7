import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';
import { forbidden } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence next to SameSite cookies: a state-changing request that names an Origin must come from
 * PUBLIC_URL's origin. Never from the Host header: whoever sends the request chooses that too, so a
 * foreign page's request to a server reachable under the foreign name would pass.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  if (origin && !SAFE_METHODS.has(c.req.method) && origin !== c.get('deps').config.appOrigin) {
    throw forbidden(commonMessages.crossOrigin);
  }
  await next();
});

/**
 * For the few GETs that change state (logout): a browser marks a request another site started with
 * `Sec-Fetch-Site: cross-site`, and such a request must not end the user's session.
 */
export const refuseCrossSite = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header('sec-fetch-site') === 'cross-site') throw forbidden(commonMessages.crossOrigin);
  await next();
});

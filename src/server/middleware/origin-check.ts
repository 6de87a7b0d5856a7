import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';
import { forbidden } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence next to SameSite cookies: a state-changing request that names an Origin must come from
 * our public origin or from the host it was sent to (so http://127.0.0.1:3000 works as well as localhost).
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  if (origin && !SAFE_METHODS.has(c.req.method)) {
    const url = new URL(c.req.url);
    const host = c.req.header('host') ?? url.host;
    const ownOrigin = `${url.protocol}//${host}`;
    if (origin !== c.get('deps').config.appOrigin && origin !== ownOrigin) throw forbidden(commonMessages.crossOrigin);
  }
  await next();
});

import { createMiddleware } from 'hono/factory';
import type { Role } from '../../shared/domain/roles';
import type { AppEnv, CurrentUser } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';
import { loadAuthUser } from '../user/auth.service';

/** Resolves the auth cookie for every API request; handlers decide whether a user is required. */
export const authLoader = createMiddleware<AppEnv>(async (c, next) => {
  const auth = await loadAuthUser(c);
  c.set('user', auth?.user ?? null);
  c.set('readVersion', auth?.readVersion ?? null);
  await next();
});

/** Use `currentUser(c)` in the handler behind it. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized(commonMessages.notLoggedIn);
  await next();
});

/** The acting role decides (an admin acting as mentor is a mentor here). */
export function requireRole(...allowed: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized(commonMessages.notLoggedIn);
    if (!allowed.includes(user.role)) throw forbidden(commonMessages.forbidden);
    await next();
  });
}

/** Catalogue management: admins, also while they act as mentor or mentee. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthorized(commonMessages.notLoggedIn);
  if (user.role !== 'admin' && user.originalRole !== 'admin') throw forbidden(commonMessages.forbidden);
  await next();
});

/** The logged-in user of a handler behind `requireUser`; throws 401 if used without it. */
export function currentUser(c: { get(key: 'user'): CurrentUser | null }): CurrentUser {
  const user = c.get('user');
  if (!user) throw unauthorized(commonMessages.notLoggedIn);
  return user;
}

import { Hono } from 'hono';
import { z } from 'zod';
import {
  changeEmailRequestSchema,
  changeImageRequestSchema,
  changePasswordRequestSchema,
  changeRoleRequestSchema,
  changeUserNameRequestSchema,
  forgotPasswordRequestSchema,
  getUsersQuerySchema,
  loginRequestSchema,
  notificationsRequestSchema,
  profileRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
} from '../../shared/contracts/user';
import type { AppEnv } from '../http/context';
import { localize } from '../i18n/localized';
import { currentUser, requireUser } from '../middleware/auth';
import { refuseCrossSite } from '../middleware/origin-check';
import { clientIp, takeHit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { rememberLanguage } from '../notices/notices.queries';
import { clearAuthCookie, endAuth, startAuth, toAuthUser } from './auth.service';
import { roleNames, userMessages, verificationMessages } from './user.messages';
import { resendVerification, sendVerificationAfterSignup, verifyEmail } from './verification.service';
import { readUserStats } from './stats.queries';
import * as userService from './user.service';

const ONE_HOUR = 3600_000;
const resetTokenParamSchema = z.object({ token: z.string().min(10).max(100) });

export const userRoutes = new Hono<AppEnv>()
  .post('/signup', validate('json', signupRequestSchema), async (c) => {
    const deps = c.get('deps');
    // Counted whatever the outcome: failed sign-ups (an email in use) would otherwise probe for accounts freely.
    await takeHit(deps.db, {
      bucket: 'signup-ip',
      key: clientIp(c),
      max: deps.config.SIGNUPS_PER_HOUR,
      windowMs: ONE_HOUR,
      now: deps.now(),
    });
    const body = c.req.valid('json');
    const user = await userService.signup(deps, body);
    await startAuth(c, deps.db, user.id);
    await rememberLanguage(deps.db, user.id, c.get('lang'));
    sendVerificationAfterSignup(deps, user, c.get('lang'), body.next ?? null);
    return c.json({ user: toAuthUser(user), message: localize(userMessages.signedUp, c.get('lang')) }, 201);
  })
  .post('/login', validate('json', loginRequestSchema), async (c) => {
    const user = await userService.login(c.get('deps'), c.req.valid('json'));
    await startAuth(c, c.get('deps').db, user.id);
    await rememberLanguage(c.get('deps').db, user.id, c.get('lang'));
    return c.json({ user: toAuthUser(user), message: localize(userMessages.loggedIn, c.get('lang')) });
  })
  .get('/auth', requireUser, (c) => {
    const { authTokenHash: _hidden, ...user } = currentUser(c);
    return c.json(user);
  })
  .post('/verify-email', validate('json', verifyEmailRequestSchema), async (c) => {
    await verifyEmail(c.get('deps'), c.req.valid('json').token);
    return c.json({ message: localize(verificationMessages.verified, c.get('lang')) });
  })
  .post('/resend-verification', requireUser, validate('json', resendVerificationRequestSchema), async (c) => {
    await resendVerification(c.get('deps'), currentUser(c), c.get('lang'), c.req.valid('json').next ?? null);
    return c.json({ message: localize(verificationMessages.sent, c.get('lang')) });
  })
  .on(['GET', 'POST'], '/logout', refuseCrossSite, async (c) => {
    const user = c.get('user');
    if (user) await endAuth(c.get('deps').db, user.authTokenHash);
    clearAuthCookie(c);
    return c.json({ message: localize(userMessages.loggedOut, c.get('lang')) });
  })
  .post('/forgot-password', validate('json', forgotPasswordRequestSchema), async (c) => {
    await userService.requestPasswordReset(c.get('deps'), c.req.valid('json').email, clientIp(c), c.get('lang'));
    return c.json({ message: localize(userMessages.resetMailSent, c.get('lang')) });
  })
  .post(
    '/reset-password/:token',
    validate('param', resetTokenParamSchema),
    validate('json', resetPasswordRequestSchema),
    async (c) => {
      await userService.resetPassword(c.get('deps'), c.req.valid('param').token, c.req.valid('json').password);
      clearAuthCookie(c);
      return c.json({ message: localize(userMessages.passwordReset, c.get('lang')) });
    },
  )
  .delete('/', requireUser, async (c) => {
    await userService.deleteAccount(c.get('deps'), currentUser(c));
    clearAuthCookie(c);
    return c.json({ message: localize(userMessages.accountDeleted, c.get('lang')) });
  })
  .get('/get-users', requireUser, validate('query', getUsersQuerySchema), async (c) => {
    return c.json(await userService.getUsers(c.get('deps'), currentUser(c), c.req.valid('query').page));
  })
  .post('/change-username', requireUser, validate('json', changeUserNameRequestSchema), async (c) => {
    const user = await userService.changeProfile(c.get('deps'), currentUser(c), { userName: c.req.valid('json').newUserName });
    return c.json({ message: localize(userMessages.userNameChanged, c.get('lang')), user });
  })
  .put('/change-email', requireUser, validate('json', changeEmailRequestSchema), async (c) => {
    const user = await userService.changeEmail(c.get('deps'), currentUser(c), c.req.valid('json'), c.get('lang'));
    return c.json({ message: localize(userMessages.emailChanged, c.get('lang')), user });
  })
  .put('/change-image', requireUser, validate('json', changeImageRequestSchema), async (c) => {
    const user = await userService.changeImage(c.get('deps'), currentUser(c), c.req.valid('json').newImage);
    return c.json({ message: localize(userMessages.imageChanged, c.get('lang')), user });
  })
  .put('/change-password', requireUser, validate('json', changePasswordRequestSchema), async (c) => {
    await userService.changePassword(c.get('deps'), currentUser(c), c.req.valid('json'));
    return c.json({ message: localize(userMessages.passwordChanged, c.get('lang')) });
  })
  .put('/profile', requireUser, validate('json', profileRequestSchema), async (c) => {
    const user = await userService.updateProfile(c.get('deps'), currentUser(c), c.req.valid('json'));
    return c.json({ message: localize(userMessages.profileSaved, c.get('lang')), user });
  })
  .get('/stats', requireUser, async (c) => {
    return c.json(await readUserStats(c.get('deps').db, currentUser(c)._id, c.get('deps').now()));
  })
  .put('/notifications', requireUser, validate('json', notificationsRequestSchema), async (c) => {
    const user = await userService.updateNotifications(c.get('deps'), currentUser(c), c.req.valid('json'));
    return c.json({ message: localize(userMessages.notificationsSaved, c.get('lang')), user });
  })
  .put('/change-role', requireUser, validate('json', changeRoleRequestSchema), async (c) => {
    const user = await userService.changeRole(c.get('deps'), currentUser(c), c.req.valid('json').role);
    return c.json({
      message: localize(userMessages.roleChanged, c.get('lang'), { role: localize(roleNames[user.role], c.get('lang')) }),
      user,
    });
  });

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AuthUser,
  GetUsersResponse,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  notificationsRequestSchema,
  profileRequestSchema,
  signupRequestSchema,
} from '../../shared/contracts/user';
import { GET_USERS_PAGE_SIZE } from '../../shared/contracts/user';
import type { Role } from '../../shared/domain/roles';
import { isAdmin } from '../../shared/domain/roles';
import { searchableText } from '../../shared/domain/search-text';
import { users } from '../db/schema';
import type { AppDeps, CurrentUser } from '../http/context';
import { conflict, fieldError, forbidden, isUniqueViolation, unauthorized } from '../http/errors';
import { localize, type Language } from '../i18n/localized';
import { afterResponse } from '../http/after-response';
import { imagePath } from '../images/image-url';
import { attachImage, decodeUpload } from '../images/images.service';
import { clearHits, takeHit } from '../middleware/rate-limit';
import { endUserAuths, hashToken, newToken, toAuthUser } from './auth.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import {
  consumeResetToken,
  findUserByEmail,
  findUserById,
  replaceResetToken,
  revokeResetTokens,
  listUsersPage,
  releaseFutureBookings,
  updateUser,
} from './user.queries';
import { userMessages, verificationMessages } from './user.messages';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 3600_000;
const RESET_TOKEN_TTL = ONE_HOUR;

export async function signup(deps: AppDeps, body: z.output<typeof signupRequestSchema>) {
  const image = body.image ? await decodeUpload(body.image, 'image') : null;
  const passwordHash = await hashPassword(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: body.email,
          userName: body.userName,
          searchName: searchableText(body.userName),
          passwordHash,
          role: body.role,
          originalRole: body.role,
          // Otherwise the column defaults apply: verified, approved (decisions 092, 093).
          ...(deps.config.EMAIL_VERIFICATION === 'required' ? { emailVerifiedAt: null } : {}),
          ...(deps.config.MENTOR_APPROVAL === 'required' && body.role === 'mentor' ? { mentorStatus: 'pending' as const } : {}),
        })
        .returning();
      return image ? attachImage(tx, row!.id, image) : row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(userMessages.emailInUse);
    throw error;
  }
}

/**
 * Failed logins count per email in the database, so the limit holds across instances. Each attempt
 * takes its hit before the password is checked (a burst of parallel guesses cannot all pass a check
 * that none of them has counted in yet); a right password clears the count.
 */
export async function login(deps: AppDeps, body: z.output<typeof loginRequestSchema>) {
  const bucket = 'login-failure';
  const max = deps.config.LOGIN_FAILURES_PER_15_MIN;
  await takeHit(deps.db, { bucket, key: body.email, max, windowMs: FIFTEEN_MINUTES, now: deps.now() });
  const user = await findUserByEmail(deps.db, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !valid) throw unauthorized(userMessages.invalidCredentials);
  await clearHits(deps.db, bucket, body.email);
  // Only after the password: a wrong guess must not learn that the account exists and is suspended.
  if (user.suspendedAt) throw forbidden(verificationMessages.suspendedLogin);
  return user;
}

/**
 * Always answers the same way and in the same time, so the form cannot be used to find out who has an
 * account: the answer waits only for the limits (per email and per IP); looking the email up and
 * mailing the link happen after it.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string, lang: Language) {
  const now = deps.now();
  const max = deps.config.PASSWORD_RESETS_PER_HOUR;
  await takeHit(deps.db, { bucket: 'reset-email', key: email, max, windowMs: ONE_HOUR, now });
  await takeHit(deps.db, { bucket: 'reset-ip', key: ip, max: max * 4, windowMs: ONE_HOUR, now });
  afterResponse(deps.logger, 'password reset mail', () => mailResetLink(deps, email, lang, now));
}

async function mailResetLink(deps: AppDeps, email: string, lang: Language, now: Date) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newToken();
  await replaceResetToken(deps.db, user.id, hashToken(token), new Date(now.getTime() + RESET_TOKEN_TTL));
  const link = `${deps.config.publicUrl}/authentication?reset=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: localize(userMessages.resetMailSubject, lang),
    text: localize(userMessages.resetMailText, lang, { name: user.userName, link }),
  });
}

export async function resetPassword(deps: AppDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(token), deps.now());
    if (!userId) throw fieldError('token', userMessages.resetLinkInvalid);
    await updateUser(tx, userId, { passwordHash });
    // Whoever knew the old password must not stay logged in, nor use another link mailed before.
    await endUserAuths(tx, userId);
    await revokeResetTokens(tx, userId);
  });
}

export async function changePassword(deps: AppDeps, user: CurrentUser, body: z.output<typeof changePasswordRequestSchema>) {
  const row = await findUserById(deps.db, user._id);
  if (!row || !(await verifyPassword(row.passwordHash, body.currentPassword))) {
    throw fieldError('currentPassword', userMessages.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user._id, { passwordHash });
    await endUserAuths(tx, user._id, user.authTokenHash);
    await revokeResetTokens(tx, user._id);
  });
}

/**
 * A stolen session alone must not be enough to take the account over by its email, so the change needs
 * the password; the old address is told, and reset links mailed to it stop working.
 */
export async function changeEmail(deps: AppDeps, user: CurrentUser, body: z.output<typeof changeEmailRequestSchema>, lang: Language) {
  const row = await findUserById(deps.db, user._id);
  if (!row || !(await verifyPassword(row.passwordHash, body.password))) throw unauthorized(userMessages.wrongPassword);
  let updated: typeof row | undefined;
  try {
    updated = await deps.db.transaction(async (tx) => {
      await revokeResetTokens(tx, user._id);
      return updateUser(tx, user._id, { email: body.newEmail });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(userMessages.emailInUse);
    throw error;
  }
  if (row.email.toLowerCase() !== body.newEmail.toLowerCase()) {
    afterResponse(deps.logger, 'email changed notice', () =>
      deps.mailer.send({
        to: row.email,
        subject: localize(userMessages.emailChangedMailSubject, lang),
        text: localize(userMessages.emailChangedMailText, lang, { name: row.userName, email: body.newEmail }),
      }),
    );
  }
  return toAuthUser(updated!);
}

export async function changeProfile(deps: AppDeps, user: CurrentUser, values: { userName?: string }): Promise<AuthUser> {
  const row = await updateUser(deps.db, user._id, {
    ...values,
    ...(values.userName !== undefined ? { searchName: searchableText(values.userName) } : {}),
  });
  return toAuthUser(row!);
}

type ProfileValues = z.output<typeof profileRequestSchema>;
type NotificationValues = z.output<typeof notificationsRequestSchema>;

/** Only the given fields change; headline, bio and languages are a mentor's own. */
export async function updateProfile(deps: AppDeps, user: CurrentUser, values: ProfileValues): Promise<AuthUser> {
  const { timeZone, ...mentorFields } = values;
  if (Object.keys(mentorFields).length > 0 && user.role !== 'mentor') throw forbidden(userMessages.profileMentorsOnly);
  const row = await updateUser(deps.db, user._id, { ...mentorFields, ...(timeZone !== undefined ? { timeZone } : {}) });
  return toAuthUser(row!);
}

export async function updateNotifications(deps: AppDeps, user: CurrentUser, values: NotificationValues): Promise<AuthUser> {
  const row = await updateUser(deps.db, user._id, values);
  return toAuthUser(row!);
}

export async function changeImage(deps: AppDeps, user: CurrentUser, dataUrl: string) {
  const image = await decodeUpload(dataUrl, 'newImage');
  return toAuthUser(await deps.db.transaction((tx) => attachImage(tx, user._id, image)));
}

export async function changeRole(deps: AppDeps, user: CurrentUser, role: Role): Promise<AuthUser> {
  if (user.originalRole !== 'admin') throw forbidden(userMessages.roleChangeAdminsOnly);
  const row = await updateUser(deps.db, user._id, { role });
  return toAuthUser(row!);
}

/**
 * Deleting an account removes the user row and everything that is only theirs (sessions, skills,
 * slots, subscriptions). Sessions they shared keep existing for the other participant with the
 * deleted side shown as a deleted user; live future bookings are released first.
 */
export async function deleteAccount(deps: AppDeps, user: CurrentUser) {
  await deps.db.transaction(async (tx) => {
    await releaseFutureBookings(tx, user._id, deps.now());
    await endUserAuths(tx, user._id);
    await tx.delete(users).where(eq(users.id, user._id));
  });
}

export async function getUsers(deps: AppDeps, viewer: CurrentUser, page: number): Promise<GetUsersResponse> {
  const { rows, total } = await listUsersPage(deps.db, page, GET_USERS_PAGE_SIZE);
  const admin = isAdmin(viewer);
  return {
    users: rows.map((row) =>
      admin
        ? {
            _id: row.id,
            uuid: row.uuid,
            userName: row.userName,
            image: imagePath(row.imageId),
            role: row.role,
            email: row.email,
            originalRole: row.originalRole,
            createdAt: row.createdAt.toISOString(),
          }
        : { uuid: row.uuid, userName: row.userName, image: imagePath(row.imageId), role: row.role },
    ),
    page,
    totalPages: Math.max(1, Math.ceil(total / GET_USERS_PAGE_SIZE)),
  };
}

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AuthUser,
  GetUsersResponse,
  changePasswordRequestSchema,
  loginRequestSchema,
  signupRequestSchema,
} from '../../shared/contracts/user';
import { GET_USERS_PAGE_SIZE } from '../../shared/contracts/user';
import type { Role } from '../../shared/domain/roles';
import { isAdmin } from '../../shared/domain/roles';
import { searchableText } from '../../shared/domain/search-text';
import { users } from '../db/schema';
import type { AppDeps, CurrentUser } from '../http/context';
import { AppError, conflict, fieldError, forbidden, isUniqueViolation, unauthorized } from '../http/errors';
import { localize, type Language } from '../i18n/localized';
import { assertUnderLimit, clearHits, recordHit } from '../middleware/rate-limit';
import { endUserSessions, hashToken, newToken, toAuthUser } from './auth-session';
import { isRealImage } from './image';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import {
  consumeResetToken,
  findUserByEmail,
  findUserById,
  insertResetToken,
  listUsersPage,
  releaseFutureBookings,
  updateUser,
} from './user.queries';
import { userMessages } from './user.messages';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 3600_000;
const RESET_TOKEN_TTL = ONE_HOUR;

function assertImage(image: string | null | undefined, field: string) {
  if (image && !isRealImage(image)) throw fieldError(field, userMessages.imageNotAnImage);
}

export async function signup(deps: AppDeps, body: z.output<typeof signupRequestSchema>) {
  assertImage(body.image, 'image');
  const passwordHash = await hashPassword(body.password);
  try {
    const [row] = await deps.db
      .insert(users)
      .values({
        email: body.email,
        userName: body.userName,
        searchName: searchableText(body.userName),
        passwordHash,
        role: body.role,
        originalRole: body.role,
        image: body.image || null,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(userMessages.emailInUse);
    throw error;
  }
}

/** Failed logins count per email in the database, so the limit holds across instances. */
export async function login(deps: AppDeps, body: z.output<typeof loginRequestSchema>) {
  const now = deps.now();
  const limit = {
    bucket: 'login-failure',
    key: body.email,
    max: deps.config.LOGIN_FAILURES_PER_15_MIN,
    windowMs: FIFTEEN_MINUTES,
    now,
  };
  await assertUnderLimit(deps.db, limit);
  const user = await findUserByEmail(deps.db, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !valid) {
    await recordHit(deps.db, limit.bucket, limit.key, now);
    throw unauthorized(userMessages.invalidCredentials);
  }
  await clearHits(deps.db, limit.bucket, limit.key);
  return user;
}

/**
 * Always answers the same way, so the form cannot be used to find out who has an account.
 * Limited per email and per IP.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string, lang: Language) {
  const now = deps.now();
  const max = deps.config.PASSWORD_RESETS_PER_HOUR;
  await assertUnderLimit(deps.db, { bucket: 'reset-email', key: email, max, windowMs: ONE_HOUR, now });
  await assertUnderLimit(deps.db, { bucket: 'reset-ip', key: ip, max: max * 4, windowMs: ONE_HOUR, now });
  await recordHit(deps.db, 'reset-email', email, now);
  await recordHit(deps.db, 'reset-ip', ip, now);

  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newToken();
  await insertResetToken(deps.db, user.id, hashToken(token), new Date(now.getTime() + RESET_TOKEN_TTL));
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
    if (!userId) throw new AppError(400, userMessages.resetLinkInvalid);
    await updateUser(tx, userId, { passwordHash });
    // Whoever knew the old password must not stay logged in.
    await endUserSessions(tx, userId);
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
    await endUserSessions(tx, user._id, user.sessionTokenHash);
  });
}

export async function changeProfile(
  deps: AppDeps,
  user: CurrentUser,
  values: { userName?: string; email?: string; image?: string },
): Promise<AuthUser> {
  if (values.image !== undefined) assertImage(values.image, 'newImage');
  try {
    const row = await updateUser(deps.db, user._id, {
      ...values,
      ...(values.userName !== undefined ? { searchName: searchableText(values.userName) } : {}),
    });
    return toAuthUser(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(userMessages.emailInUse);
    throw error;
  }
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
    await endUserSessions(tx, user._id);
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
            image: row.image,
            role: row.role,
            email: row.email,
            originalRole: row.originalRole,
            createdAt: row.createdAt.toISOString(),
          }
        : { uuid: row.uuid, userName: row.userName, image: row.image, role: row.role },
    ),
    page,
    totalPages: Math.max(1, Math.ceil(total / GET_USERS_PAGE_SIZE)),
  };
}

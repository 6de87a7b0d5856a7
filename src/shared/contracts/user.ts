import { z } from 'zod/mini';
import { imageUrlSchema } from './images';
import { isLanguageCode } from '../domain/languages';
import { canonicalTimeZone } from '../domain/time-zone';
import {
  MAX_BIO_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_HEADLINE_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_PASSWORD_LENGTH,
  MAX_PROFILE_LANGUAGES,
  MAX_USER_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../domain/limits';
import { roles, signupRoles } from '../domain/roles';
import { safeNextPath } from '../domain/next-path';
import { USER_NAME_CONTROL_MESSAGE, USER_NAME_INVISIBLE_MESSAGE, userNameProblem } from '../domain/user-name';

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(MAX_EMAIL_LENGTH)),
  z.email('Enter a valid email address'),
);
export const passwordSchema = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  );
export const userNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'User name is required'),
    z.maxLength(MAX_USER_NAME_LENGTH, `User name must be at most ${MAX_USER_NAME_LENGTH} characters`),
    z.refine((name) => userNameProblem(name) !== USER_NAME_CONTROL_MESSAGE, USER_NAME_CONTROL_MESSAGE),
    z.refine((name) => userNameProblem(name) !== USER_NAME_INVISIBLE_MESSAGE, USER_NAME_INVISIBLE_MESSAGE),
  );

/** What the server decodes and stores; the browser turns any picked picture into WebP before upload. */
const dataUrlPattern = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** Decoded size of a base64 payload without decoding it. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * A profile image as a base64 data URL. The server decodes it whole and refuses what is not an image
 * (server/images/image-processing.ts).
 */
export const imageDataUrlSchema = z.string().check(
  z.regex(dataUrlPattern, 'Image must be a PNG, JPEG or WebP data URL'),
  z.refine((value) => base64ByteLength(value.slice(value.indexOf(',') + 1)) <= MAX_IMAGE_BYTES, {
    message: `Image must be at most ${MAX_IMAGE_BYTES / 1024} kB`,
  }),
);

/** An app path to come back to; a value that is not a same-origin path becomes null rather than an error. */
export const nextPathSchema = z.pipe(
  z.nullable(z.string().check(z.maxLength(2000))),
  z.transform((value) => safeNextPath(value)),
);

export const verifyEmailRequestSchema = z.object({ token: z.string().check(z.minLength(10, 'This link is not valid'), z.maxLength(100)) });
export const resendVerificationRequestSchema = z.object({ next: z.optional(nextPathSchema) });

export const roleSchema = z.enum(roles);
export const mentorStatuses = ['pending', 'approved', 'rejected'] as const;
export const mentorStatusSchema = z.enum(mentorStatuses);
export type MentorStatus = z.infer<typeof mentorStatusSchema>;

export const signupRequestSchema = z
  .object({
    userName: userNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    role: z._default(z.enum(signupRoles), 'mentor'),
    image: z.optional(z.union([imageDataUrlSchema, z.literal(''), z.null()])),
    /** Where the verification link brings the person back to (a path of this app); anything else is dropped. */
    next: z.optional(nextPathSchema),
  })
  .check(
    z.refine((body) => body.password === body.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    }),
  );
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'Email is required'), z.maxLength(MAX_EMAIL_LENGTH)),
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(MAX_PASSWORD_LENGTH)),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const getUsersQuerySchema = z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1) });
export const GET_USERS_PAGE_SIZE = 100;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.optional(z.string()),
  })
  .check(
    z.refine((body) => body.confirmPassword === undefined || body.password === body.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    }),
  );

export const changeUserNameRequestSchema = z.object({ newUserName: userNameSchema });
export const changeEmailRequestSchema = z.object({
  newEmail: emailSchema,
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(MAX_PASSWORD_LENGTH)),
});
export const changeImageRequestSchema = z.object({ newImage: imageDataUrlSchema });
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Current password is required'), z.maxLength(MAX_PASSWORD_LENGTH)),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((body) => body.newPassword === body.confirmPassword, {
      path: ['confirmPassword'],
      message: 'New passwords do not match',
    }),
  );
export const changeRoleRequestSchema = z.object({ role: roleSchema });

/** Text that may be cleared: trimmed, and empty becomes null. */
const clearableText = (max: number, message: string) =>
  z.nullable(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max, message)),
      z.transform((value) => (value === '' ? null : value)),
    ),
  );

export const timeZoneSchema = z.pipe(
  z.string().check(z.maxLength(64, 'Choose a time zone from the list')),
  z.transform((value, context) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      context.issues.push({ code: 'custom', input: value, message: 'Choose a time zone from the list' });
      return z.NEVER;
    }
    return zone;
  }),
);

/**
 * `PUT /user/profile`: every field optional, only the given ones change. `timeZone` is anyone's (null:
 * the browser's); headline, bio and languages are a mentor's (the server answers 403 to others).
 */
export const profileRequestSchema = z.object({
  headline: z.optional(clearableText(MAX_HEADLINE_LENGTH, `Headline must be at most ${MAX_HEADLINE_LENGTH} characters`)),
  bio: z.optional(clearableText(MAX_BIO_LENGTH, `Bio must be at most ${MAX_BIO_LENGTH} characters`)),
  languages: z.optional(
    z.array(
      z.string().check(z.refine(isLanguageCode, 'Choose languages from the list')),
    ).check(
      z.maxLength(MAX_PROFILE_LANGUAGES, `Choose at most ${MAX_PROFILE_LANGUAGES} languages`),
      z.refine((codes) => new Set(codes).size === codes.length, 'Each language only once'),
    ),
  ),
  timeZone: z.optional(z.nullable(timeZoneSchema)),
});
export type ProfileRequest = z.input<typeof profileRequestSchema>;

/** `PUT /user/notifications`: only the given switches change. */
export const notificationsRequestSchema = z.partial(
  z.object({ bookingMail: z.boolean(), bookingPush: z.boolean(), reminderMail: z.boolean(), reminderPush: z.boolean() }),
);

export const contactRequestSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100)),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(100)),
  email: emailSchema,
  message: z.string().check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(5000)),
  newsletter: z._default(z.boolean(), false),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

// ---- Answers ----

/** Which notices a user gets, by kind and channel (docs/product.md); all true by default. */
export const notificationSettingsSchema = z.object({
  bookingMail: z.boolean(),
  bookingPush: z.boolean(),
  reminderMail: z.boolean(),
  reminderPush: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The logged-in user as `GET /user/auth`, login and signup return it. */
export const authUserSchema = z.object({
  _id: z.string(),
  uuid: z.string(),
  email: z.string(),
  userName: z.string(),
  role: roleSchema,
  originalRole: roleSchema,
  image: imageUrlSchema,
  freeSessionTokens: z.int(),
  /** Prepaid sessions from packs and the subscription. */
  sessionCredits: z.int(),
  headline: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  /** ISO 639-1 codes. */
  languages: z.array(z.string()),
  /** IANA zone; null: show dates in the browser's zone. */
  timeZone: z.nullable(z.string()),
  notifications: notificationSettingsSchema,
  /** False until the mailed link is used (always true while the server does not require verification). */
  emailVerified: z.boolean(),
  /** Vetting of the account as a mentor; only `approved` mentors are listed and bookable. */
  mentorStatus: mentorStatusSchema,
  /** The admin's reason when the status is `rejected`; null otherwise. */
  mentorStatusReason: z.nullable(z.string()),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Login and sign-up answer with the user and a message; `GET /user/auth` answers with the user alone. */
export const authResponseSchema = z.object({ user: authUserSchema, message: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** What everyone may see of another user. */
export const publicUserSchema = z.object({
  uuid: z.string(),
  userName: z.string(),
  image: imageUrlSchema,
  role: roleSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Admins additionally see email and original role. */
export const adminUserViewSchema = z.extend(publicUserSchema, {
  _id: z.string(),
  email: z.string(),
  originalRole: roleSchema,
  createdAt: z.string(),
});
export type AdminUserView = z.infer<typeof adminUserViewSchema>;

export const getUsersResponseSchema = z.object({
  users: z.array(z.union([adminUserViewSchema, publicUserSchema])),
  page: z.int(),
  totalPages: z.int(),
});
export type GetUsersResponse = z.infer<typeof getUsersResponseSchema>;

/** Success of a simple account action; `message` is what the UI shows. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const userMessageResponseSchema = z.extend(messageResponseSchema, { user: authUserSchema });
export type UserMessageResponse = z.infer<typeof userMessageResponseSchema>;

/**
 * `GET /user/stats`: the caller's progress over finished (confirmed, ended) sessions on either side:
 * how many, their hours, and how many different people they met; `futureSlots` is a mentor's
 * availability ahead (0 for others), so the dashboard can ask for weekly hours.
 */
export const userStatsSchema = z.object({
  sessionsCompleted: z.int(),
  hoursCompleted: z.number(),
  peopleMet: z.int(),
  futureSlots: z.int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

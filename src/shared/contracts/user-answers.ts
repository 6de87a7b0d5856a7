/** The answers of the user endpoints (the requests are in user.ts), checked without zod (answer-shape.ts). */
import { roles } from '../domain/roles';
import { array, extend, int, nullable, object, oneOf, string, union, type Infer } from './answer-shape';

const roleShape = oneOf(roles);

/** The logged-in user as `GET /user/auth`, login and signup return it. */
export const authUserSchema = object({
  _id: string(),
  uuid: string(),
  email: string(),
  userName: string(),
  role: roleShape,
  originalRole: roleShape,
  image: nullable(string()),
  freeSessionTokens: int(),
});
export type AuthUser = Infer<typeof authUserSchema>;

/** Login and sign-up answer with the user and a message; `GET /user/auth` answers with the user alone. */
export const authResponseSchema = object({ user: authUserSchema, message: string() });
export type AuthResponse = Infer<typeof authResponseSchema>;

/** What everyone may see of another user. */
export const publicUserSchema = object({
  uuid: string(),
  userName: string(),
  image: nullable(string()),
  role: roleShape,
});
export type PublicUser = Infer<typeof publicUserSchema>;

/** Admins additionally see email and original role. */
export const adminUserViewSchema = extend(publicUserSchema, {
  _id: string(),
  email: string(),
  originalRole: roleShape,
  createdAt: string(),
});
export type AdminUserView = Infer<typeof adminUserViewSchema>;

export const getUsersResponseSchema = object({
  users: array(union(adminUserViewSchema, publicUserSchema)),
  page: int(),
  totalPages: int(),
});
export type GetUsersResponse = Infer<typeof getUsersResponseSchema>;

/** Success of a simple account action; `message` is what the UI shows. */
export const messageResponseSchema = object({ message: string() });
export type MessageResponse = Infer<typeof messageResponseSchema>;

export const userMessageResponseSchema = extend(messageResponseSchema, { user: authUserSchema });
export type UserMessageResponse = Infer<typeof userMessageResponseSchema>;

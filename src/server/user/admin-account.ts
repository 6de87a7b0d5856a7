import { eq, sql } from 'drizzle-orm';
import { searchableText } from '../../shared/domain/search-text';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from './password';
import { findUserByEmail } from './user.queries';

/**
 * Creates an admin, or makes the account with that email one (with the given password and, if given,
 * name). Returns the admin's public uuid. Sign-up never makes admins; only this does (create-admin).
 */
export async function upsertAdmin(db: Database, admin: { email: string; password: string; name?: string | undefined }) {
  const { email, password, name } = admin;
  const passwordHash = await hashPassword(password);
  const userName = name ?? email.split('@')[0]!;
  const existing = await findUserByEmail(db, email);
  const [row] = existing
    ? await db
        .update(users)
        .set({
          role: 'admin',
          originalRole: 'admin',
          passwordHash,
          ...(name ? { userName: name, searchName: searchableText(name) } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, existing.id))
        .returning({ uuid: users.uuid })
    : await db
        .insert(users)
        .values({ email, userName, searchName: searchableText(userName), passwordHash, role: 'admin', originalRole: 'admin' })
        .returning({ uuid: users.uuid });
  return row!.uuid;
}

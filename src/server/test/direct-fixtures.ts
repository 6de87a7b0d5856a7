import { randomUUID } from 'node:crypto';
import type { Role } from '../../shared/domain/roles';
import { searchableText } from '../../shared/domain/search-text';
import type { Proficiency } from '../../shared/domain/skills';
import type { Database } from '../db/client';
import { bookings, protoSkills, skillCategories, slots, userSkills, users } from '../db/schema';

/**
 * Rows written straight into the database, for tests that need many users or a skill catalogue
 * without going through other domains' endpoints. These users cannot log in (no real password hash).
 */
export interface DirectUser {
  userName: string;
  role?: Role;
  originalRole?: Role;
  email?: string;
}

/** One multi-row INSERT, however many users: thousands take well under a second. */
export async function insertUsers(db: Database, list: DirectUser[]) {
  if (!list.length) return [];
  return db
    .insert(users)
    .values(
      list.map((user) => ({
        userName: user.userName,
        searchName: searchableText(user.userName),
        email: user.email ?? `direct-${randomUUID()}@example.test`,
        passwordHash: 'not-a-password-hash',
        role: user.role ?? 'mentor',
        originalRole: user.originalRole ?? user.role ?? 'mentor',
      })),
    )
    .returning({ id: users.id, uuid: users.uuid, userName: users.userName, email: users.email, role: users.role });
}

export async function insertCategory(db: Database, title: string, description = `${title} description`) {
  const [row] = await db.insert(skillCategories).values({ title, description }).returning();
  return row!;
}

export async function insertProtoSkill(db: Database, categoryId: string, title: string, description: string | null = null) {
  const [row] = await db.insert(protoSkills).values({ categoryId, title, description }).returning();
  return row!;
}

export async function insertUserSkill(
  db: Database,
  userId: string,
  protoSkillId: string,
  proficiency: Proficiency,
  notes: string | null = null,
) {
  const [row] = await db.insert(userSkills).values({ userId, protoSkillId, proficiency, notes }).returning();
  return row!;
}

const HOUR = 3_600_000;

/** A one-hour slot of the mentor starting at `startMs`. */
export async function insertSlot(db: Database, mentorId: string, startMs: number) {
  const [row] = await db
    .insert(slots)
    .values({ mentorId, startAt: new Date(startMs), endAt: new Date(startMs + HOUR), title: '1 Hour Session' })
    .returning();
  return row!;
}

/** The mentee's booking of `slot` in `status` (a pending one holds until `holdExpiresAt`), for a skill "Rust". */
export async function insertBooking(
  db: Database,
  slot: typeof slots.$inferSelect,
  menteeId: string,
  status: 'pending' | 'confirmed' | 'cancelled',
  holdExpiresAt: Date | null = null,
) {
  const [row] = await db
    .insert(bookings)
    .values({
      slotId: slot.id,
      mentorId: slot.mentorId,
      menteeId,
      skillTitle: 'Rust',
      title: slot.title,
      startAt: slot.startAt,
      endAt: slot.endAt,
      status,
      holdExpiresAt,
      priceCents: 1000,
      currency: 'EUR',
    })
    .returning();
  return row!;
}

import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Proficiency } from '../../shared/domain/skills';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { protoSkills, skillCategories, userSkills, users } from '../db/schema';

/** One page of a list: how many rows, from where. */
export interface Window {
  limit: number;
  offset: number;
}

export type CategoryRow = typeof skillCategories.$inferSelect;
export type ProtoSkillRow = { skill: typeof protoSkills.$inferSelect; category: CategoryRow };
export type UserSkillRow = ProtoSkillRow & { userSkill: typeof userSkills.$inferSelect; mentorUuid: string };

const touched = { updatedAt: sql`now()` };

// ---- Categories ----

export async function listCategories(db: DbOrTx, window: Window) {
  const [total] = await db.select({ value: count() }).from(skillCategories);
  const rows = await db
    .select()
    .from(skillCategories)
    .orderBy(sql`lower(${skillCategories.title})`, asc(skillCategories.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total: total?.value ?? 0 };
}

export async function insertCategory(db: DbOrTx, values: { title: string; description: string }) {
  const [row] = await db.insert(skillCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: string, values: { title: string; description?: string }) {
  const [row] = await db
    .update(skillCategories)
    .set({ ...values, ...touched })
    .where(eq(skillCategories.id, id))
    .returning();
  return row;
}

export async function deleteCategory(db: DbOrTx, id: string) {
  const [row] = await db.delete(skillCategories).where(eq(skillCategories.id, id)).returning({ id: skillCategories.id });
  return row?.id;
}

export async function countProtoSkillsInCategory(db: DbOrTx, categoryId: string) {
  const [row] = await db.select({ value: count() }).from(protoSkills).where(eq(protoSkills.categoryId, categoryId));
  return row?.value ?? 0;
}

// ---- Catalogue (proto) skills ----

function selectProtoSkills(db: DbOrTx) {
  return db
    .select({ skill: protoSkills, category: skillCategories })
    .from(protoSkills)
    .innerJoin(skillCategories, eq(skillCategories.id, protoSkills.categoryId));
}

export async function listProtoSkills(db: DbOrTx, filter: { categoryId?: string | undefined }, window: Window) {
  const where = filter.categoryId ? eq(protoSkills.categoryId, filter.categoryId) : undefined;
  const [total] = await db.select({ value: count() }).from(protoSkills).where(where);
  const rows: ProtoSkillRow[] = await selectProtoSkills(db)
    .where(where)
    .orderBy(sql`lower(${skillCategories.title})`, sql`lower(${protoSkills.title})`, asc(protoSkills.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total: total?.value ?? 0 };
}

export async function findProtoSkill(db: DbOrTx, id: string): Promise<ProtoSkillRow | undefined> {
  const [row] = await selectProtoSkills(db).where(eq(protoSkills.id, id));
  return row;
}

export interface ProtoSkillValues {
  categoryId: string;
  title: string;
  description?: string | null;
}

export async function insertProtoSkill(db: DbOrTx, values: ProtoSkillValues) {
  const [row] = await db.insert(protoSkills).values(values).returning({ id: protoSkills.id });
  return row!.id;
}

export async function updateProtoSkill(db: DbOrTx, id: string, values: ProtoSkillValues) {
  const [row] = await db
    .update(protoSkills)
    .set({ ...values, ...touched })
    .where(eq(protoSkills.id, id))
    .returning({ id: protoSkills.id });
  return row?.id;
}

export async function deleteProtoSkill(db: DbOrTx, id: string) {
  const [row] = await db.delete(protoSkills).where(eq(protoSkills.id, id)).returning({ id: protoSkills.id });
  return row?.id;
}

export async function countUserSkillsOfProtoSkill(db: DbOrTx, protoSkillId: string) {
  const [row] = await db.select({ value: count() }).from(userSkills).where(eq(userSkills.protoSkillId, protoSkillId));
  return row?.value ?? 0;
}

// ---- Mentor (user) skills ----

export interface UserSkillFilter {
  /** Only this user's skills; otherwise the skills of everyone currently acting as mentor. */
  userId?: string | undefined;
  titleContains?: string | undefined;
  categoryTitle?: string | undefined;
  proficiency?: Proficiency | undefined;
}

/** `%` and `_` in what a person typed are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function userSkillConditions(filter: UserSkillFilter): SQL | undefined {
  return and(
    filter.userId ? eq(userSkills.userId, filter.userId) : eq(users.role, 'mentor'),
    filter.titleContains ? ilike(protoSkills.title, `%${escapeLike(filter.titleContains)}%`) : undefined,
    filter.categoryTitle ? sql`lower(${skillCategories.title}) = lower(${filter.categoryTitle})` : undefined,
    filter.proficiency ? eq(userSkills.proficiency, filter.proficiency) : undefined,
  );
}

/** Mentor skills with their catalogue skill, its category and the mentor, for both the page and its count. */
function joinUserSkillParts<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(protoSkills, eq(protoSkills.id, userSkills.protoSkillId))
    .innerJoin(skillCategories, eq(skillCategories.id, protoSkills.categoryId))
    .innerJoin(users, eq(users.id, userSkills.userId));
}

const userSkillFields = { userSkill: userSkills, skill: protoSkills, category: skillCategories, mentorUuid: users.uuid };
const selectUserSkills = (db: DbOrTx) => joinUserSkillParts(db.select(userSkillFields).from(userSkills).$dynamic());

export async function listUserSkills(db: DbOrTx, filter: UserSkillFilter, window: Window) {
  const where = userSkillConditions(filter);
  const [total] = await joinUserSkillParts(db.select({ value: count() }).from(userSkills).$dynamic()).where(where);
  const rows: UserSkillRow[] = await selectUserSkills(db)
    .where(where)
    .orderBy(sql`lower(${protoSkills.title})`, asc(users.uuid), asc(userSkills.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total: total?.value ?? 0 };
}

/** A mentor skill, but only when it belongs to `userId`: other people's skills are not found. */
export async function findOwnUserSkill(db: DbOrTx, id: string, userId: string): Promise<UserSkillRow | undefined> {
  const [row] = await selectUserSkills(db).where(and(eq(userSkills.id, id), eq(userSkills.userId, userId)));
  return row;
}

export async function insertUserSkill(
  db: DbOrTx,
  values: { userId: string; protoSkillId: string; proficiency: Proficiency; notes: string | null },
) {
  const [row] = await db.insert(userSkills).values(values).returning({ id: userSkills.id });
  return row!.id;
}

export async function updateOwnUserSkill(
  db: DbOrTx,
  id: string,
  userId: string,
  values: { proficiency: Proficiency; notes?: string | null },
) {
  const [row] = await db
    .update(userSkills)
    .set({ ...values, ...touched })
    .where(and(eq(userSkills.id, id), eq(userSkills.userId, userId)))
    .returning({ id: userSkills.id });
  return row?.id;
}

export async function deleteOwnUserSkill(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .delete(userSkills)
    .where(and(eq(userSkills.id, id), eq(userSkills.userId, userId)))
    .returning({ id: userSkills.id });
  return row?.id;
}

import type { z } from 'zod';
import type {
  createUserSkillRequestSchema,
  editUserSkillRequestSchema,
  getProtoSkillsQuerySchema,
  getUserSkillsQuerySchema,
  MentorSkill,
  pageQuerySchema,
  ProtoSkill,
  protoSkillRequestSchema,
  skillCategoryRequestSchema,
} from '../../shared/contracts/skills';
import { ALL_SKILLS_MAX } from '../../shared/domain/skills';
import type { AppDeps, CurrentUser } from '../http/context';
import { conflict, isForeignKeyViolation, isUniqueViolation, notFound } from '../http/errors';
import * as queries from './skills.queries';
import type { CategoryRow, Window } from './skills.queries';
import { toMentorSkill, toProtoSkill, toSkillCategory } from './skills.mappers';
import { skillsMessages } from './skills.messages';

type PageQuery = z.output<typeof pageQuerySchema>;
type CategoryBody = z.output<typeof skillCategoryRequestSchema>;
type ProtoSkillBody = z.output<typeof protoSkillRequestSchema>;

/** Constraint names from the schema; a violation of one of them is an expected conflict, not a crash. */
const CATEGORY_TITLE_UNIQUE = 'skill_categories_title_lower_unique';
const PROTO_SKILL_TITLE_UNIQUE = 'proto_skills_category_title_lower_unique';
const PROTO_SKILL_CATEGORY_FK = 'proto_skills_category_id_skill_categories_id_fk';
const USER_SKILL_UNIQUE = 'user_skills_user_proto_unique';
const USER_SKILL_PROTO_FK = 'user_skills_proto_skill_id_proto_skills_id_fk';

// ---- Paging ----

/** `allSkills` answers everything on one page, up to ALL_SKILLS_MAX; totalPages > 1 tells a client it was cut. */
function pageOf(query: PageQuery & { allSkills?: boolean | undefined }): { window: Window; page: number; limit: number } {
  if (query.allSkills) return { window: { limit: ALL_SKILLS_MAX, offset: 0 }, page: 1, limit: ALL_SKILLS_MAX };
  return { window: { limit: query.limit, offset: (query.page - 1) * query.limit }, page: query.page, limit: query.limit };
}

const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

// ---- Categories ----

export async function listCategories(deps: AppDeps, query: PageQuery) {
  const { window, page, limit } = pageOf(query);
  const { rows, total } = await queries.listCategories(deps.db, window);
  return { categories: rows.map(toSkillCategory), page, totalPages: totalPages(total, limit) };
}

export async function createCategory(deps: AppDeps, body: CategoryBody) {
  try {
    const row = await queries.insertCategory(deps.db, { title: body.skillCategoryTitle, description: body.description ?? '' });
    return toSkillCategory(row);
  } catch (error) {
    if (isUniqueViolation(error, CATEGORY_TITLE_UNIQUE)) throw conflict(skillsMessages.categoryTitleTaken);
    throw error;
  }
}

/** A description left out of the body stays as it is; an empty one clears it. */
export async function editCategory(deps: AppDeps, id: string, body: CategoryBody) {
  let row: CategoryRow | undefined;
  try {
    row = await queries.updateCategory(deps.db, id, {
      title: body.skillCategoryTitle,
      ...(body.description !== undefined ? { description: body.description ?? '' } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error, CATEGORY_TITLE_UNIQUE)) throw conflict(skillsMessages.categoryTitleTaken);
    throw error;
  }
  if (!row) throw notFound(skillsMessages.categoryNotFound);
  return toSkillCategory(row);
}

/** Refused, not cascaded, while catalogue skills remain: the foreign key decides, so no race slips through. */
export async function deleteCategory(deps: AppDeps, id: string) {
  let deleted: string | undefined;
  try {
    deleted = await queries.deleteCategory(deps.db, id);
  } catch (error) {
    if (!isForeignKeyViolation(error, PROTO_SKILL_CATEGORY_FK)) throw error;
    throw conflict(skillsMessages.categoryInUse, { count: await queries.countProtoSkillsInCategory(deps.db, id) });
  }
  if (!deleted) throw notFound(skillsMessages.categoryNotFound);
  return deleted;
}

// ---- Catalogue (proto) skills ----

export async function listProtoSkills(deps: AppDeps, query: z.output<typeof getProtoSkillsQuerySchema>) {
  const { window, page, limit } = pageOf(query);
  const { rows, total } = await queries.listProtoSkills(deps.db, { categoryId: query.categoryId }, window);
  return { skills: rows.map((row) => toProtoSkill(row.skill, row.category)), page, totalPages: totalPages(total, limit) };
}

async function writeProtoSkill(deps: AppDeps, write: () => Promise<string | undefined>): Promise<ProtoSkill> {
  let id: string | undefined;
  try {
    id = await write();
  } catch (error) {
    if (isUniqueViolation(error, PROTO_SKILL_TITLE_UNIQUE)) throw conflict(skillsMessages.protoSkillTitleTaken);
    if (isForeignKeyViolation(error, PROTO_SKILL_CATEGORY_FK)) throw notFound(skillsMessages.categoryNotFound);
    throw error;
  }
  const row = id && (await queries.findProtoSkill(deps.db, id));
  if (!row) throw notFound(skillsMessages.protoSkillNotFound);
  return toProtoSkill(row.skill, row.category);
}

const protoSkillValues = (body: ProtoSkillBody) => ({
  categoryId: body.skillCategoryId,
  title: body.protoSkillTitle,
  ...(body.protoSkillDescription !== undefined ? { description: body.protoSkillDescription } : {}),
});

export function createProtoSkill(deps: AppDeps, body: ProtoSkillBody) {
  return writeProtoSkill(deps, () => queries.insertProtoSkill(deps.db, protoSkillValues(body)));
}

/** May move the skill to another category; a description left out stays as it is. */
export function editProtoSkill(deps: AppDeps, id: string, body: ProtoSkillBody) {
  return writeProtoSkill(deps, () => queries.updateProtoSkill(deps.db, id, protoSkillValues(body)));
}

/** Refused while any mentor offers the skill (their bookings and search results depend on it). */
export async function deleteProtoSkill(deps: AppDeps, id: string) {
  let deleted: string | undefined;
  try {
    deleted = await queries.deleteProtoSkill(deps.db, id);
  } catch (error) {
    if (!isForeignKeyViolation(error, USER_SKILL_PROTO_FK)) throw error;
    throw conflict(skillsMessages.protoSkillInUse, { count: await queries.countUserSkillsOfProtoSkill(deps.db, id) });
  }
  if (!deleted) throw notFound(skillsMessages.protoSkillNotFound);
  return deleted;
}

// ---- Mentor (user) skills ----

/**
 * `isMentor=true`, or a caller acting as mentor who does not say `isMentor=false`, gets their own
 * skills. Everyone else (mentees, admins) gets the skills of all users currently acting as mentor,
 * each with its `mentorUuid`: the "catalogue" view of the spec, and what skill search starts from.
 */
export async function listUserSkills(deps: AppDeps, user: CurrentUser, query: z.output<typeof getUserSkillsQuerySchema>) {
  const own = query.isMentor ?? user.role === 'mentor';
  const { window, page, limit } = pageOf(query);
  const { rows, total } = await queries.listUserSkills(
    deps.db,
    {
      userId: own ? user._id : undefined,
      titleContains: query.skillTitle,
      categoryTitle: query.skillCategoryTitle,
      proficiency: query.proficiency,
    },
    window,
  );
  return { skills: rows.map(toMentorSkill), page, totalPages: totalPages(total, limit) };
}

async function ownSkill(deps: AppDeps, user: CurrentUser, id: string | undefined): Promise<MentorSkill> {
  const row = id && (await queries.findOwnUserSkill(deps.db, id, user._id));
  if (!row) throw notFound(skillsMessages.userSkillNotFound);
  return toMentorSkill(row);
}

export async function createUserSkill(deps: AppDeps, user: CurrentUser, body: z.output<typeof createUserSkillRequestSchema>) {
  let id: string;
  try {
    id = await queries.insertUserSkill(deps.db, {
      userId: user._id,
      protoSkillId: body.protoSkillId,
      proficiency: body.proficiency,
      notes: body.notes ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error, USER_SKILL_UNIQUE)) throw conflict(skillsMessages.userSkillTaken);
    if (isForeignKeyViolation(error, USER_SKILL_PROTO_FK)) throw notFound(skillsMessages.protoSkillNotFound);
    throw error;
  }
  return ownSkill(deps, user, id);
}

/** Someone else's skill id is answered exactly like an unknown one (404), so ids reveal nothing. */
export async function editUserSkill(
  deps: AppDeps,
  user: CurrentUser,
  id: string,
  body: z.output<typeof editUserSkillRequestSchema>,
) {
  const updated = await queries.updateOwnUserSkill(deps.db, id, user._id, {
    proficiency: body.proficiency,
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
  });
  return ownSkill(deps, user, updated);
}

export async function deleteUserSkill(deps: AppDeps, user: CurrentUser, id: string) {
  const deleted = await queries.deleteOwnUserSkill(deps.db, id, user._id);
  if (!deleted) throw notFound(skillsMessages.userSkillNotFound);
  return deleted;
}

import { z } from 'zod/mini';
import { preprocess } from './preprocess';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_LIMIT,
  MAX_PAGE,
  MAX_PAGE_LIMIT,
  MAX_SKILL_TEXT_LENGTH,
  MAX_SKILL_TITLE_LENGTH,
  proficiencies,
} from '../domain/skills';

// ---- Requests ----

/** A select left on its placeholder arrives missing, null or empty; the form shows the spec's text. */
const whenMissing = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input == null || issue.input === '' ? message : undefined),
});

const titleSchema = (missing: string) =>
  z
    .string(whenMissing(missing))
    .check(
      z.trim(),
      z.minLength(1, missing),
      z.maxLength(MAX_SKILL_TITLE_LENGTH, `Title must be at most ${MAX_SKILL_TITLE_LENGTH} characters`),
    );

/** Optional free text; empty means "none" (null). Omitted stays undefined so an edit can leave it alone. */
const optionalTextSchema = (label: 'Description' | 'Notes') =>
  z.pipe(
    z.nullish(
      z
        .string()
        .check(z.trim(), z.maxLength(MAX_SKILL_TEXT_LENGTH, `${label} must be at most ${MAX_SKILL_TEXT_LENGTH} characters`)),
    ),
    z.transform((value: string | null | undefined) => (value === undefined ? undefined : value || null)),
  );

export const skillCategoryRequestSchema = z.object({
  skillCategoryTitle: titleSchema('Please enter a category title'),
  description: optionalTextSchema('Description'),
});
export type SkillCategoryRequest = z.input<typeof skillCategoryRequestSchema>;

export const protoSkillRequestSchema = z.object({
  skillCategoryId: z.uuid(whenMissing('Please select category')),
  protoSkillTitle: titleSchema('Please enter a skill title'),
  protoSkillDescription: optionalTextSchema('Description'),
});
export type ProtoSkillRequest = z.input<typeof protoSkillRequestSchema>;

const proficiencyChoiceSchema = z.enum(proficiencies, { error: 'Please select proficiency' });

export const createUserSkillRequestSchema = z.object({
  protoSkillId: z.uuid(whenMissing('Please select a skill')),
  proficiency: proficiencyChoiceSchema,
  notes: optionalTextSchema('Notes'),
});
export type CreateUserSkillRequest = z.input<typeof createUserSkillRequestSchema>;

/** The catalogue skill of a mentor skill is fixed; omitted notes stay as they are. */
export const editUserSkillRequestSchema = z.object({
  proficiency: proficiencyChoiceSchema,
  notes: optionalTextSchema('Notes'),
});
export type EditUserSkillRequest = z.input<typeof editUserSkillRequestSchema>;

// ---- Query strings ----

/** Absent or empty query values mean "no filter" (the client drops n/a, but '' must not become a 400). */
const emptyAsMissing = <Schema extends z.ZodMiniType>(schema: Schema) =>
  preprocess((value: unknown) => (value === '' ? undefined : value), z.optional(schema));

const searchTextSchema = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(MAX_SKILL_TITLE_LENGTH))),
  z.transform((value: string | undefined) => value || undefined),
);

/** `limit` above MAX_PAGE_LIMIT is lowered to it, not refused; page or limit below 1 is a 400. */
export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE)), DEFAULT_PAGE),
  limit: z.pipe(
    z._default(z.coerce.number().check(z.int(), z.gte(1)), DEFAULT_PAGE_LIMIT),
    z.transform((limit: number) => Math.min(limit, MAX_PAGE_LIMIT)),
  ),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

export const getProtoSkillsQuerySchema = z.extend(pageQuerySchema, {
  allSkills: z.optional(z.stringbool()),
  categoryId: emptyAsMissing(z.uuid()),
});
export type GetProtoSkillsQuery = z.input<typeof getProtoSkillsQuerySchema>;

export const getUserSkillsQuerySchema = z.extend(pageQuerySchema, {
  isMentor: z.optional(z.stringbool()),
  allSkills: z.optional(z.stringbool()),
  skillTitle: searchTextSchema,
  skillCategoryTitle: searchTextSchema,
  proficiency: emptyAsMissing(z.enum(proficiencies)),
});
export type GetUserSkillsQuery = z.input<typeof getUserSkillsQuerySchema>;

// ---- Answers ----

/**
 * The populated shapes the spec shows (Mongo-style `_id`, references replaced by the referenced
 * document). Search, calendar and sessions reuse them, so they live here once.
 */
export const skillCategorySchema = z.object({
  _id: z.string(),
  skillCategoryTitle: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SkillCategory = z.infer<typeof skillCategorySchema>;

export const protoSkillSchema = z.object({
  _id: z.string(),
  protoSkillTitle: z.string(),
  protoSkillDescription: z.nullable(z.string()),
  skillCategoryId: skillCategorySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProtoSkill = z.infer<typeof protoSkillSchema>;

export const proficiencySchema = z.enum(proficiencies);

export const userSkillSchema = z.object({
  _id: z.string(),
  protoSkillId: protoSkillSchema,
  proficiency: proficiencySchema,
  notes: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserSkill = z.infer<typeof userSkillSchema>;

/** A mentor skill as the skill endpoints send it: the populated shape plus whose it is (for search). */
export const mentorSkillSchema = z.extend(userSkillSchema, { mentorUuid: z.string() });
export type MentorSkill = z.infer<typeof mentorSkillSchema>;

const pagedSchema = z.object({ page: z.int(), totalPages: z.int() });

export const getSkillCategoriesResponseSchema = z.extend(pagedSchema, { categories: z.array(skillCategorySchema) });
export type GetSkillCategoriesResponse = z.infer<typeof getSkillCategoriesResponseSchema>;

export const createSkillCategoryResponseSchema = z.object({ message: z.string(), category: skillCategorySchema });
export type CreateSkillCategoryResponse = z.infer<typeof createSkillCategoryResponseSchema>;

export const editSkillCategoryResponseSchema = z.object({ message: z.string(), updatedCategory: skillCategorySchema });
export type EditSkillCategoryResponse = z.infer<typeof editSkillCategoryResponseSchema>;

export const getProtoSkillsResponseSchema = z.extend(pagedSchema, { skills: z.array(protoSkillSchema) });
export type GetProtoSkillsResponse = z.infer<typeof getProtoSkillsResponseSchema>;

/** Create and edit of a catalogue skill. */
export const protoSkillResponseSchema = z.object({ message: z.string(), populatedSkill: protoSkillSchema });
export type ProtoSkillResponse = z.infer<typeof protoSkillResponseSchema>;

export const getUserSkillsResponseSchema = z.extend(pagedSchema, { skills: z.array(mentorSkillSchema) });
export type GetUserSkillsResponse = z.infer<typeof getUserSkillsResponseSchema>;

/** Create and edit of a mentor skill. */
export const userSkillResponseSchema = z.object({ message: z.string(), populatedSkill: mentorSkillSchema });
export type UserSkillResponse = z.infer<typeof userSkillResponseSchema>;

/** Every skill delete: the id that is gone, so a client can drop it from its cache. */
export const deleteSkillResponseSchema = z.object({ message: z.string(), _id: z.string() });
export type DeleteSkillResponse = z.infer<typeof deleteSkillResponseSchema>;

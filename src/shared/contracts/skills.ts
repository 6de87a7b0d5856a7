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

/** The answers are checked without zod (the browser parses them): skills-answers.ts. */
export * from './skills-answers';

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

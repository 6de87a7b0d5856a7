/** The answers of the skill endpoints (the requests are in skills.ts), checked without zod (answer-shape.ts). */
import { proficiencies } from '../domain/skills';
import { array, extend, int, nullable, object, oneOf, string, type Infer } from './answer-shape';

/**
 * The populated shapes the spec shows (Mongo-style `_id`, references replaced by the referenced
 * document). Search, calendar and sessions reuse them, so they live here once.
 */
export const skillCategorySchema = object({
  _id: string(),
  skillCategoryTitle: string(),
  description: string(),
  createdAt: string(),
  updatedAt: string(),
});
export type SkillCategory = Infer<typeof skillCategorySchema>;

export const protoSkillSchema = object({
  _id: string(),
  protoSkillTitle: string(),
  protoSkillDescription: nullable(string()),
  skillCategoryId: skillCategorySchema,
  createdAt: string(),
  updatedAt: string(),
});
export type ProtoSkill = Infer<typeof protoSkillSchema>;

export const proficiencySchema = oneOf(proficiencies);

export const userSkillSchema = object({
  _id: string(),
  protoSkillId: protoSkillSchema,
  proficiency: proficiencySchema,
  notes: nullable(string()),
  createdAt: string(),
  updatedAt: string(),
});
export type UserSkill = Infer<typeof userSkillSchema>;

/** A mentor skill as the skill endpoints send it: the populated shape plus whose it is (for search). */
export const mentorSkillSchema = extend(userSkillSchema, { mentorUuid: string() });
export type MentorSkill = Infer<typeof mentorSkillSchema>;

const pagedSchema = object({ page: int(), totalPages: int() });

export const getSkillCategoriesResponseSchema = extend(pagedSchema, { categories: array(skillCategorySchema) });
export type GetSkillCategoriesResponse = Infer<typeof getSkillCategoriesResponseSchema>;

export const createSkillCategoryResponseSchema = object({ message: string(), category: skillCategorySchema });
export type CreateSkillCategoryResponse = Infer<typeof createSkillCategoryResponseSchema>;

export const editSkillCategoryResponseSchema = object({ message: string(), updatedCategory: skillCategorySchema });
export type EditSkillCategoryResponse = Infer<typeof editSkillCategoryResponseSchema>;

export const getProtoSkillsResponseSchema = extend(pagedSchema, { skills: array(protoSkillSchema) });
export type GetProtoSkillsResponse = Infer<typeof getProtoSkillsResponseSchema>;

/** Create and edit of a catalogue skill. */
export const protoSkillResponseSchema = object({ message: string(), populatedSkill: protoSkillSchema });
export type ProtoSkillResponse = Infer<typeof protoSkillResponseSchema>;

export const getUserSkillsResponseSchema = extend(pagedSchema, { skills: array(mentorSkillSchema) });
export type GetUserSkillsResponse = Infer<typeof getUserSkillsResponseSchema>;

/** Create and edit of a mentor skill. */
export const userSkillResponseSchema = object({ message: string(), populatedSkill: mentorSkillSchema });
export type UserSkillResponse = Infer<typeof userSkillResponseSchema>;

/** Every skill delete: the id that is gone, so a client can drop it from its cache. */
export const deleteSkillResponseSchema = object({ message: string(), _id: string() });
export type DeleteSkillResponse = Infer<typeof deleteSkillResponseSchema>;

import { z } from 'zod';
import { proficiencies } from '../domain/skills';

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
  protoSkillDescription: z.string().nullable(),
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
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserSkill = z.infer<typeof userSkillSchema>;

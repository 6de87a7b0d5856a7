import type { MentorSkill, ProtoSkill, SkillCategory, UserSkill } from '../../shared/contracts/skills';
import type { protoSkills, skillCategories, userSkills } from '../db/schema';

type CategoryRecord = typeof skillCategories.$inferSelect;
type ProtoSkillRecord = typeof protoSkills.$inferSelect;
type UserSkillRecord = typeof userSkills.$inferSelect;

/** Rows to the populated shapes of the contract; other domains that send skills can use these too. */
export function toSkillCategory(category: CategoryRecord): SkillCategory {
  return {
    _id: category.id,
    skillCategoryTitle: category.title,
    description: category.description,
    createdAt: category.createdAt.toISOString(),
    updatedAt: category.updatedAt.toISOString(),
  };
}

export function toProtoSkill(skill: ProtoSkillRecord, category: CategoryRecord): ProtoSkill {
  return {
    _id: skill.id,
    protoSkillTitle: skill.title,
    protoSkillDescription: skill.description,
    skillCategoryId: toSkillCategory(category),
    createdAt: skill.createdAt.toISOString(),
    updatedAt: skill.updatedAt.toISOString(),
  };
}

export function toUserSkill(userSkill: UserSkillRecord, skill: ProtoSkillRecord, category: CategoryRecord): UserSkill {
  return {
    _id: userSkill.id,
    protoSkillId: toProtoSkill(skill, category),
    proficiency: userSkill.proficiency,
    notes: userSkill.notes,
    createdAt: userSkill.createdAt.toISOString(),
    updatedAt: userSkill.updatedAt.toISOString(),
  };
}

export function toMentorSkill(row: {
  userSkill: UserSkillRecord;
  skill: ProtoSkillRecord;
  category: CategoryRecord;
  mentorUuid: string;
}): MentorSkill {
  return { ...toUserSkill(row.userSkill, row.skill, row.category), mentorUuid: row.mentorUuid };
}

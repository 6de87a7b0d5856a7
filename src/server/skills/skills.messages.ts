import type { MessageDescriptor } from '@lingui/core';

/** The success texts match the client's toasts ('Category added!' …), so either may be shown. */
export const skillsMessages = {
  categoryCreated: /*i18n*/ { id: 'Category added!' },
  categoryUpdated: /*i18n*/ { id: 'Category updated!' },
  categoryDeleted: /*i18n*/ { id: 'Category deleted!' },
  skillCreated: /*i18n*/ { id: 'Skill created!' },
  skillUpdated: /*i18n*/ { id: 'Skill updated!' },
  skillDeleted: /*i18n*/ { id: 'Skill deleted!' },

  categoryNotFound: /*i18n*/ { id: 'This category does not exist.' },
  protoSkillNotFound: /*i18n*/ { id: 'This skill is not in the catalogue.' },
  userSkillNotFound: /*i18n*/ { id: 'You have no such skill.' },
  categoryTitleTaken: /*i18n*/ { id: 'A category with this title already exists.' },
  protoSkillTitleTaken: /*i18n*/ { id: 'This category already has a skill with this title.' },
  userSkillTaken: /*i18n*/ { id: 'You already offer this skill. Edit it instead.' },
  categoryInUse: /*i18n*/ {
    id: 'This category still holds {count} skill(s). Delete them or move them to another category first.',
  },
  protoSkillInUse: /*i18n*/ { id: '{count} mentor(s) still offer this skill, so it cannot be deleted.' },
} satisfies Record<string, MessageDescriptor>;

import type { Localized } from '../i18n/localized';

/** The success texts match the client's toasts ('Category added!' …), so either may be shown. */
export const skillsMessages = {
  categoryCreated: { en: 'Category added!', de: 'Kategorie hinzugefügt!' },
  categoryUpdated: { en: 'Category updated!', de: 'Kategorie aktualisiert!' },
  categoryDeleted: { en: 'Category deleted!', de: 'Kategorie gelöscht!' },
  skillCreated: { en: 'Skill created!', de: 'Fähigkeit erstellt!' },
  skillUpdated: { en: 'Skill updated!', de: 'Fähigkeit aktualisiert!' },
  skillDeleted: { en: 'Skill deleted!', de: 'Fähigkeit gelöscht!' },

  categoryNotFound: { en: 'This category does not exist.', de: 'Diese Kategorie gibt es nicht.' },
  protoSkillNotFound: { en: 'This skill is not in the catalogue.', de: 'Diese Fähigkeit ist nicht im Katalog.' },
  userSkillNotFound: { en: 'You have no such skill.', de: 'Diese Fähigkeit haben Sie nicht.' },
  categoryTitleTaken: {
    en: 'A category with this title already exists.',
    de: 'Es gibt bereits eine Kategorie mit diesem Titel.',
  },
  protoSkillTitleTaken: {
    en: 'This category already has a skill with this title.',
    de: 'Diese Kategorie enthält bereits eine Fähigkeit mit diesem Titel.',
  },
  userSkillTaken: {
    en: 'You already offer this skill. Edit it instead.',
    de: 'Sie bieten diese Fähigkeit bereits an. Bearbeiten Sie sie stattdessen.',
  },
  categoryInUse: {
    en: 'This category still holds {count} skill(s). Delete them or move them to another category first.',
    de: 'Diese Kategorie enthält noch {count} Fähigkeit(en). Löschen oder verschieben Sie sie zuerst.',
  },
  protoSkillInUse: {
    en: '{count} mentor(s) still offer this skill, so it cannot be deleted.',
    de: '{count} Mentor(en) bieten diese Fähigkeit noch an, daher kann sie nicht gelöscht werden.',
  },
} satisfies Record<string, Localized>;

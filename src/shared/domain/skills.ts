export const proficiencies = ['beginner', 'intermediate', 'advanced'] as const;
export type Proficiency = (typeof proficiencies)[number];

/** Skill and category lists: page 1 and 50 per page unless asked otherwise; never more than MAX. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 100;
/** Deep pages are refused rather than turned into huge offsets. */
export const MAX_PAGE = 10_000;
/** `allSkills=true` skips paging for pickers, but one answer still stays bounded. */
export const ALL_SKILLS_MAX = 1000;

export const MAX_SKILL_TITLE_LENGTH = 100;
/** Category and catalogue descriptions, and a mentor's notes on a skill. */
export const MAX_SKILL_TEXT_LENGTH = 1000;

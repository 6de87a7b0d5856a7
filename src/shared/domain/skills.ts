export const proficiencies = ['beginner', 'intermediate', 'advanced'] as const;
export type Proficiency = (typeof proficiencies)[number];

/** Skill and category lists: page 1 and 50 per page unless asked otherwise; never more than MAX. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 100;

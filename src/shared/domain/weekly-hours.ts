/** docs/product.md, "Domain rules": a mentor's weekly hours, turned into one-hour slots up to `weeksAhead` weeks. */
export const MIN_WEEKS_AHEAD = 1;
export const MAX_WEEKS_AHEAD = 26;
export const DEFAULT_WEEKS_AHEAD = 8;
/** More ranges than a week has hours cannot be meant. */
export const MAX_WEEKLY_RANGES = 7 * 24;

/**
 * The overview's period in the address (`?weeks=`). Its own module: the route's search validation stays
 * in the first bundle, and importing these from the page would pull the page, its chart and the HTTP
 * client in with it.
 */

/** The periods the page offers; the API takes any whole number of weeks from 1 to 52. */
export const OVERVIEW_PERIODS = [4, 12, 26, 52] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
export const DEFAULT_OVERVIEW_PERIOD: OverviewPeriod = 12;

/** `?weeks=` as the page offers it; anything else falls back to twelve weeks. */
export function parseOverviewPeriod(value: unknown): OverviewPeriod {
  const weeks = Number(value);
  return (OVERVIEW_PERIODS as readonly number[]).includes(weeks) ? (weeks as OverviewPeriod) : DEFAULT_OVERVIEW_PERIOD;
}

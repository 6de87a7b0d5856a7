/** A mentee rates a session with whole stars from MIN_RATING to MAX_RATING. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** docs/product.md (Constants): two reviews per view, advancing every 3 seconds and wrapping by the review count. */
export const REVIEWS_PER_VIEW = 2;
export const REVIEW_INTERVAL_MS = 3000;

/** The first review shown after moving one view forward (1) or back (-1). */
export function nextReviewIndex(current: number, direction: 1 | -1, count: number): number {
  if (count === 0) return 0;
  return (((current + direction * REVIEWS_PER_VIEW) % count) + count) % count;
}

/** The reviews shown from `index` on, wrapping around the list. */
export function visibleReviews<T>(reviews: T[], index: number): T[] {
  if (reviews.length <= REVIEWS_PER_VIEW) return reviews;
  return Array.from({ length: REVIEWS_PER_VIEW }, (_, offset) => reviews[(index + offset) % reviews.length]!);
}

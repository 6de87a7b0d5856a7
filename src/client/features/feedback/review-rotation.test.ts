import { describe, expect, it } from 'vitest';
import { nextReviewIndex, visibleReviews } from './review-rotation';

describe('review rotation', () => {
  it('advances by two and wraps by the review count', () => {
    expect(nextReviewIndex(0, 1, 5)).toBe(2);
    expect(nextReviewIndex(4, 1, 5)).toBe(1);
    expect(nextReviewIndex(0, -1, 5)).toBe(3);
    expect(nextReviewIndex(0, 1, 0)).toBe(0);
  });

  it('shows two at a time, wrapping at the end', () => {
    expect(visibleReviews(['a', 'b', 'c'], 2)).toEqual(['c', 'a']);
    expect(visibleReviews(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(visibleReviews(['a'], 0)).toEqual(['a']);
  });
});

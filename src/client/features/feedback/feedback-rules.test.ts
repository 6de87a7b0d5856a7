import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../lib/offline-queue';
import { menteeFeedbackProblems } from './feedback-rules';

describe('menteeFeedbackProblems', () => {
  it('needs a comment', () => {
    expect(menteeFeedbackProblems({ comment: '  ', rating: 5 })).toEqual({ rating: false, comment: true });
  });
  it('needs a rating: no star is chosen for the person', () => {
    expect(menteeFeedbackProblems({ comment: 'Great', rating: null })).toEqual({ rating: true, comment: false });
  });
  it('accepts a comment with a rating', () => {
    expect(menteeFeedbackProblems({ comment: 'Great', rating: 1 })).toEqual({ rating: false, comment: false });
  });
});

describe('newIdempotencyKey', () => {
  it('differs on every call', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../lib/offline-queue';
import { menteeFeedbackIsComplete } from './feedback-rules';

describe('menteeFeedbackIsComplete', () => {
  it('needs a comment', () => {
    expect(menteeFeedbackIsComplete({ comment: '  ', rating: 5, additionalComment: 'More' })).toBe(false);
  });
  it('accepts a comment with a rating', () => {
    expect(menteeFeedbackIsComplete({ comment: 'Great', rating: 1, additionalComment: '' })).toBe(true);
  });
  it('accepts a comment with an additional comment instead of a rating', () => {
    expect(menteeFeedbackIsComplete({ comment: 'Great', rating: null, additionalComment: 'Thanks' })).toBe(true);
    expect(menteeFeedbackIsComplete({ comment: 'Great', rating: null, additionalComment: ' ' })).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  it('differs on every call', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

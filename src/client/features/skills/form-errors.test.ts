import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { plainErrorMessage } from './form-errors';

const listError = new ApiError(400, {
  error: [{ path: 'skillCategoryTitle', msg: 'Title must be at most 100 characters' }],
  msg: 'Invalid input',
});
const plainError = new ApiError(409, {
  error: 'A category with this title already exists.',
  msg: 'A category with this title already exists.',
});

describe('plainErrorMessage', () => {
  it('tells a plain server message, and nothing for field errors (they show in the form)', () => {
    expect(plainErrorMessage(plainError, 'fallback')).toBe('A category with this title already exists.');
    expect(plainErrorMessage(listError, 'fallback')).toBeNull();
  });

  it('falls back when the server was not reached', () => {
    expect(plainErrorMessage(new ApiError(0, null), 'fallback')).toBe('fallback');
    expect(plainErrorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});

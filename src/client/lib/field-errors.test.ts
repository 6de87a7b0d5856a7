import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { serverFieldErrors } from './field-errors';

const listError = new ApiError(400, {
  error: [
    { path: 'skillCategoryTitle', msg: 'Title must be at most 100 characters' },
    { path: 'skillCategoryTitle', msg: 'Another rule' },
    { path: 'somethingElse', msg: 'Unexpected' },
  ],
  msg: 'Invalid input',
});
const plainError = new ApiError(409, {
  error: 'A category with this title already exists.',
  msg: 'A category with this title already exists.',
});

describe('serverFieldErrors', () => {
  it('puts each field’s messages under its field, named by splitting camel case', () => {
    const { byField, other } = serverFieldErrors(listError, ['skillCategoryTitle', 'description']);
    expect(byField).toEqual({ skillCategoryTitle: 'Skill Category Title: Title must be at most 100 characters Another rule' });
    expect(other).toEqual(['Something Else: Unexpected']);
  });

  it('has nothing to show under fields for a plain message or no error', () => {
    expect(serverFieldErrors(plainError, ['skillCategoryTitle'])).toEqual({ byField: {}, other: [] });
    expect(serverFieldErrors(null, ['skillCategoryTitle'])).toEqual({ byField: {}, other: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, errorMessage } from './api-error';
import { groupIssues } from './field-errors';

describe('ApiError', () => {
  it('carries the status and the server body; msg is the message', () => {
    const error = apiErrorFromBody(409, {
      error: 'An account with this email already exists.',
      msg: 'An account with this email already exists.',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe('An account with this email already exists.');
    expect(error.issues).toEqual([]);
  });

  it('keeps the status when the body is not the error shape', () => {
    const error = apiErrorFromBody(502, '<html>Bad gateway</html>');
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeNull();
    expect(errorMessage(error, 'Error changing password')).toBe('Error changing password');
  });

  it('prefers the server message over the fallback', () => {
    const error = apiErrorFromBody(400, {
      error: [{ path: 'currentPassword', msg: 'Current password is incorrect' }],
      msg: 'Current password is incorrect',
    });
    expect(errorMessage(error, 'Error changing password')).toBe('Current password is incorrect');
    expect(errorMessage(new Error('boom'), 'Error changing password')).toBe('Error changing password');
  });
});

describe('groupIssues', () => {
  it('groups list-form errors per field, naming the field in words', () => {
    expect(
      groupIssues([
        { path: 'newUserName', msg: 'User name is required' },
        { path: 'password', msg: 'Password must be at least 8 characters' },
        { path: 'newUserName', msg: 'User name must be at most 60 characters' },
        { path: 'newUserName', msg: 'User name is required' },
      ]),
    ).toEqual([
      {
        path: 'newUserName',
        field: 'New User Name',
        messages: ['User name is required', 'User name must be at most 60 characters'],
      },
      { path: 'password', field: 'Password', messages: ['Password must be at least 8 characters'] },
    ]);
  });
});

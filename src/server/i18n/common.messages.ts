import type { MessageDescriptor } from '@lingui/core';

export const commonMessages = {
  notLoggedIn: /*i18n*/ { id: 'You are not logged in.' },
  forbidden: /*i18n*/ { id: 'You are not allowed to do that.' },
  notFound: /*i18n*/ { id: 'Not found.' },
  routeNotFound: /*i18n*/ { id: 'There is no such API endpoint.' },
  invalidInput: /*i18n*/ { id: 'Some fields are invalid: {fields}.' },
  nulCharacter: /*i18n*/ { id: 'Must not contain a NUL character.' },
  headersTooLarge: /*i18n*/ { id: 'The request headers or address are too large.' },
  malformedRequest: /*i18n*/ { id: 'The request is malformed.' },
  invalidJson: /*i18n*/ { id: 'The request body is not valid JSON.' },
  bodyTooLarge: /*i18n*/ { id: 'The request is too large.' },
  tooManyRequests: /*i18n*/ { id: 'Too many attempts. Please wait a while and try again.' },
  crossOrigin: /*i18n*/ { id: 'Requests from other sites are not accepted.' },
  constraintConflict: /*i18n*/ { id: 'This conflicts with existing data.' },
  databaseUnavailable: /*i18n*/ { id: 'The service is briefly unavailable. Please try again in a moment.' },
  internal: /*i18n*/ { id: 'Something went wrong on our side. Please try again.' },
  idempotencyMismatch: /*i18n*/ { id: 'This Idempotency-Key was already used for a different request.' },
  invalidIdempotencyKey: /*i18n*/ { id: 'The Idempotency-Key header must be 8 to 200 characters.' },
} satisfies Record<string, MessageDescriptor>;

import type { MessageDescriptor } from '@lingui/core';
import { MAX_ADMIN_REASON_LENGTH } from '../../shared/domain/limits';
import { MAX_FEEDBACK_TEXT_LENGTH, MAX_RATING, MIN_RATING } from '../../shared/contracts/feedback';
import { MAX_SEARCH_TEXT_LENGTH, MAX_SEARCH_UUIDS } from '../../shared/contracts/search';
import { MAX_BIO_LENGTH, MAX_HEADLINE_LENGTH, MAX_PROFILE_LANGUAGES } from '../../shared/domain/limits';
import { MAX_CALENDAR_WINDOW_DAYS, MAX_SLOT_TITLE_LENGTH, SLOT_MINUTES } from '../../shared/domain/calendar';
import { MAX_SKILL_TEXT_LENGTH, MAX_SKILL_TITLE_LENGTH } from '../../shared/domain/skills';

/**
 * The custom messages of the shared zod schemas, which are written in English so the contract stays one
 * source. Each text, rendered in English with its values, is exactly the contract's message; that
 * rendering is how a zod issue finds its translation. zod's own messages are localised by its `de` locale.
 */
export const validationMessages: MessageDescriptor[] = [
  /*i18n*/ { id: 'Enter a valid email address' },
  /*i18n*/ { id: 'User name is required' },
  /*i18n*/ { id: 'User name must not contain control or text-direction characters' },
  /*i18n*/ { id: 'User name must contain a visible character' },
  /*i18n*/ { id: 'Password is required' },
  /*i18n*/ { id: 'Email is required' },
  /*i18n*/ { id: 'Passwords do not match' },
  /*i18n*/ { id: 'New passwords do not match' },
  /*i18n*/ { id: 'Current password is required' },
  /*i18n*/ { id: 'Image must be a PNG, JPEG or WebP data URL' },
  /*i18n*/ { id: 'First name is required' },
  /*i18n*/ { id: 'Last name is required' },
  /*i18n*/ { id: 'Message is required' },
  /*i18n*/ { id: 'Please select a skill' },
  /*i18n*/ { id: 'Please select proficiency' },
  /*i18n*/ { id: 'Please select category' },
  /*i18n*/ { id: 'Please enter a category title' },
  /*i18n*/ { id: 'Please enter a skill title' },
  /*i18n*/ { id: 'Title must be at most {max} characters', values: { max: MAX_SKILL_TITLE_LENGTH } },
  /*i18n*/ { id: 'Description must be at most {max} characters', values: { max: MAX_SKILL_TEXT_LENGTH } },
  /*i18n*/ { id: 'Notes must be at most {max} characters', values: { max: MAX_SKILL_TEXT_LENGTH } },
  /*i18n*/ { id: 'Enter a date and time with a time zone, e.g. 2030-05-01T09:00:00Z' },
  /*i18n*/ { id: 'End must be after start' },
  /*i18n*/ { id: 'The time range may span at most {max} days', values: { max: MAX_CALENDAR_WINDOW_DAYS } },
  /*i18n*/ { id: 'Slot title must be at most {max} characters', values: { max: MAX_SLOT_TITLE_LENGTH } },
  /*i18n*/ { id: 'A slot must be exactly {minutes} minutes long', values: { minutes: SLOT_MINUTES } },
  /*i18n*/ { id: "Select one of the mentor's skills" },
  /*i18n*/ { id: 'Search text must be at most {max} characters', values: { max: MAX_SEARCH_TEXT_LENGTH } },
  /*i18n*/ { id: 'Must be a valid id' },
  /*i18n*/ { id: 'This link is not valid' },
  /*i18n*/ { id: 'Please give a reason' },
  /*i18n*/ { id: 'Reason must be at most {max} characters', values: { max: MAX_ADMIN_REASON_LENGTH } },
  /*i18n*/ { id: 'At most {max} mentors can be requested at once', values: { max: MAX_SEARCH_UUIDS } },
  /*i18n*/ { id: 'Proficiency must be beginner, intermediate or advanced' },
  /*i18n*/ { id: 'Feedback must be at most {max} characters', values: { max: MAX_FEEDBACK_TEXT_LENGTH } },
  /*i18n*/ { id: 'Rating must be a whole number from {min} to {max}', values: { min: MIN_RATING, max: MAX_RATING } },
  /*i18n*/ { id: 'Must be a valid booking id' },
  /*i18n*/ { id: 'The payment is missing. Please start again.' },
  /*i18n*/ { id: 'Enter your card number' },
  /*i18n*/ { id: 'Enter the expiry date' },
  /*i18n*/ { id: 'Enter the CVC' },
  /*i18n*/ { id: 'Choose a time zone from the list' },
  /*i18n*/ { id: 'Headline must be at most {max} characters', values: { max: MAX_HEADLINE_LENGTH } },
  /*i18n*/ { id: 'Bio must be at most {max} characters', values: { max: MAX_BIO_LENGTH } },
  /*i18n*/ { id: 'Choose languages from the list' },
  /*i18n*/ { id: 'Choose at most {max} languages', values: { max: MAX_PROFILE_LANGUAGES } },
  /*i18n*/ { id: 'Each language only once' },
  // Weekly hours (contracts/weekly-hours.ts).
  /*i18n*/ { id: 'Weekday must be a whole number from 1 (Monday) to 7 (Sunday)' },
  /*i18n*/ { id: 'Enter a time as HH:MM' },
  /*i18n*/ { id: 'Weekly hours start and end on the full hour' },
  /*i18n*/ { id: 'Weeks ahead must be a whole number from 1 to 26' },
  /*i18n*/ { id: 'Too many ranges' },
  /*i18n*/ { id: 'Ranges of one day must not overlap' },
  /*i18n*/ { id: 'preview must be true or false' },
];

import type { MessageDescriptor } from '@lingui/core';

/** The words of the public mentor pages' titles and descriptions, for links shared elsewhere. */
export const searchMessages = {
  searchTitle: /*i18n*/ { id: 'Find a mentor' },
  searchDescription: /*i18n*/ {
    id: 'Browse mentors by skill and proficiency, read their reviews and book a one-hour session.',
  },
  profileDescription: /*i18n*/ { id: 'Book a one-hour mentoring session with {name}: {skills}.' },
  profileDescriptionNoSkills: /*i18n*/ { id: 'Book a one-hour mentoring session with {name}.' },
} satisfies Record<string, MessageDescriptor>;

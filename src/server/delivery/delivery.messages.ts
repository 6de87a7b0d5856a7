import type { MessageDescriptor } from '@lingui/core';

/** The parts every mail about a session has, booking notice or reminder (session-mail.ts). */
export const sessionMailMessages = {
  greeting: /*i18n*/ { id: 'Hello {name},' },
  whenLine: /*i18n*/ { id: 'When: {date} ({zone})' },
  joinLine: /*i18n*/ { id: 'Join the session: {link}' },
  sessionLine: /*i18n*/ { id: 'Your sessions: {link}' },
  joinButton: /*i18n*/ { id: 'Join the session' },
  sessionButton: /*i18n*/ { id: 'Open your sessions' },
  deletedUser: /*i18n*/ { id: 'a deleted user' },
} satisfies Record<string, MessageDescriptor>;

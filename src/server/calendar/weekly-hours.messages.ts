import type { MessageDescriptor } from '@lingui/core';

export const weeklyHoursMessages = {
  saved: /*i18n*/ {
    id: '{added, plural, one {# slot added} other {# slots added}}, {skipped} skipped.',
  },
  preview: /*i18n*/ {
    id: '{added, plural, one {# slot would be added} other {# slots would be added}}, {skipped} skipped.',
  },
  stopped: /*i18n*/ {
    id: 'Weekly hours stopped; {removed, plural, one {# free slot removed} other {# free slots removed}}.',
  },
} satisfies Record<string, MessageDescriptor>;

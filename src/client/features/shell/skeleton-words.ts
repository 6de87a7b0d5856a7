import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CANCELLATION_NOTICE_HOURS } from '../../../shared/domain/session';
import type { SkeletonShape, SkeletonWords } from './skeleton-markup';

/**
 * The words a page shows whoever opens it, whatever their data: the app shell writes them into the
 * page's HTML (vite.config.ts), so they are on screen before any script has run, and the page renders
 * the same ones. Pages whose heading depends on the user (the dashboard's greeting, the schedule's
 * mentor or mentee title) keep a grey bar.
 */
export const PAGE_WORDS = {
  searchHeading: msg`Search for a mentor`,
  sessionsHeading: msg`Upcoming sessions`,
  cancellationPolicy: msg`Cancellation policy: a session can be canceled or rescheduled until ${CANCELLATION_NOTICE_HOURS} hours before it starts. Payments are non-refundable; after a cancellation the mentee can rebook one session for free.`,
};

/** The words of a page's outline in the active language. */
export function skeletonWords(i18n: I18n, shape: SkeletonShape): SkeletonWords {
  if (shape === 'search') return { heading: i18n._(PAGE_WORDS.searchHeading) };
  if (shape === 'sessions') return { heading: i18n._(PAGE_WORDS.sessionsHeading), notice: i18n._(PAGE_WORDS.cancellationPolicy) };
  return {};
}

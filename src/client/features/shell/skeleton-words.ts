import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CANCELLATION_NOTICE_HOURS } from '../../../shared/domain/session';
import type { SkeletonShape, SkeletonWords } from './skeleton-markup';

/**
 * The words a page shows whoever opens it, whatever their data: the app shell writes them into the
 * page's HTML (vite.config.ts), so they are on screen before any script has run, and the page renders
 * the same ones. The schedule's words depend on the role, so it has a shell per role (decision 090);
 * the dashboard's greeting names the user, so it keeps a grey bar.
 */
export const PAGE_WORDS = {
  searchHeading: msg`Search for a mentor`,
  sessionsHeading: msg`Upcoming sessions`,
  scheduleMentorHeading: msg`Your availability`,
  scheduleHeading: msg`Booking`,
  scheduleMentorLead: msg`Manage your availability on calendar below:`,
  scheduleMenteePrompt: msg`Please select a mentor to view their availability.`,
  scheduleAdminPrompt: msg`Please change your role to mentee or mentor to view this page.`,
  cancellationPolicy: msg`Cancellation policy: a session can be canceled or rescheduled until ${CANCELLATION_NOTICE_HOURS} hours before it starts. Payments are non-refundable; after a cancellation the mentee can rebook one session for free.`,
};

/** The words of a page's outline in the active language. */
export function skeletonWords(i18n: I18n, shape: SkeletonShape): SkeletonWords {
  if (shape === 'search') return { heading: i18n._(PAGE_WORDS.searchHeading) };
  if (shape === 'sessions') return { heading: i18n._(PAGE_WORDS.sessionsHeading), notice: i18n._(PAGE_WORDS.cancellationPolicy) };
  if (shape === 'scheduleMentor')
    return { heading: i18n._(PAGE_WORDS.scheduleMentorHeading), lead: i18n._(PAGE_WORDS.scheduleMentorLead) };
  if (shape === 'scheduleMentee')
    return { heading: i18n._(PAGE_WORDS.scheduleHeading), lead: i18n._(PAGE_WORDS.scheduleMenteePrompt) };
  if (shape === 'scheduleAdmin')
    return { heading: i18n._(PAGE_WORDS.scheduleHeading), lead: i18n._(PAGE_WORDS.scheduleAdminPrompt) };
  return {};
}

/**
 * The app shell a page behind the login shows before any script has run: the header, the dashboard's
 * sidebar and a grey outline of the page's content. vite.config.ts (plugin `shellPages`) writes one
 * HTML file per dashboard page and language with this markup in #root (rendered by prerender.tsx), and
 * the server sends that file for the page (src/server/static.ts); React's first render replaces it. Its
 * styles are skeleton.css.ts, sized like the real header (shell.css.ts), sidebar (dashboard.css.ts) and
 * page (ui/layout.css.ts), so nothing moves.
 * Words only where everyone in a role sees the same ones (skeleton-words.ts), in the page's language.
 */
import type { Role } from '../../../shared/domain/roles';

export type SkeletonShape =
  | 'home'
  | 'search'
  | 'sessions'
  | 'schedule'
  | 'scheduleMentor'
  | 'scheduleMentee'
  | 'scheduleAdmin'
  | 'plain';

/** Dashboard pages (path below /dashboard, '' for the home page) whose content has its own outline; others get 'plain'. */
export const SKELETON_SHAPES: Record<string, SkeletonShape> = {
  '': 'home',
  search: 'search',
  session: 'sessions',
  schedule: 'schedule',
};

/**
 * Pages whose outline (and words) differ by role: the build writes one more shell per role, chosen by
 * the role cookie (shared/pages/built-pages.ts); without it the page's own outline above stands.
 */
export const ROLE_SKELETON_SHAPES: Record<string, Record<Role, SkeletonShape>> = {
  schedule: { mentor: 'scheduleMentor', mentee: 'scheduleMentee', admin: 'scheduleAdmin' },
};

const LOGO_MARK =
  '<svg class="skeleton-logo-mark" width="36" height="36" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">' +
  '<circle cx="8" cy="7" r="3.2"/><circle cx="16.5" cy="9.5" r="2.4"/>' +
  '<path d="M2.5 19.5c0-3.6 2.5-6.3 5.5-6.3s5.5 2.7 5.5 6.3zm11.6 0c.1-2-.5-3.9-1.6-5.2.9-.8 2.2-1.3 3.6-1.3 2.7 0 4.4 2.2 4.4 6.5z"/></svg>';

/**
 * What the outline says instead of grey bars: the page's heading, for the sessions the policy above them,
 * and where the page opens with a paragraph (the schedule's prompt), that paragraph.
 */
export interface SkeletonWords {
  heading?: string;
  notice?: string;
  lead?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!);

const bar = (modifier = '') => `<div class="skeleton-bar${modifier ? ` skeleton-bar-${modifier}` : ''}"></div>`;
const repeat = (times: number, html: string) => html.repeat(times);
const card = (content: string, modifier = '') => `<div class="skeleton-card${modifier ? ` skeleton-card-${modifier}` : ''}">${content}</div>`;

// The time zone line and its select above the calendar's toolbar and grid.
const timeZone = `<div class="skeleton-time-zone">${bar('zone-label')}${bar('zone-field')}</div>`;
const calendarGrid = `<div class="skeleton-toolbar">${repeat(3, bar('tool'))}</div><div class="skeleton-grid"></div>`;
const calendar = timeZone + calendarGrid;
// The panel a click in the calendar answers ("Add availability", "Book a session"): beside the calendar
// on wide screens, above it on others.
const calendarWithPanel = `<div class="skeleton-calendar">${card(bar('title') + bar() + bar(), 'panel')}<div>${calendarGrid}</div></div>`;
// A mentee's phone picks a day, then a time, instead of the calendar (calendar/schedule-page.tsx).
const dayAndTime = `${bar('label')}<div class="skeleton-days">${repeat(3, bar('day'))}</div>${bar('label')}${bar('time')}`;
const actions = (count: number) => `<div class="skeleton-actions">${repeat(count, bar('action'))}</div>`;
const paragraph = (text: string | undefined) => (text ? `<p>${escapeHtml(text)}</p>` : bar());

const contentByShape: Record<SkeletonShape, (words: SkeletonWords) => string> = {
  home: () =>
    `<div class="skeleton-columns"><div>${bar('subtitle')}${card(bar('title') + bar() + bar('button'), 'session')}` +
    `<div class="skeleton-stats">${repeat(3, card(bar('title') + bar()))}</div></div>` +
    `${card(`<div class="skeleton-avatar"></div>${bar('title')}${bar()}${bar()}`, 'profile')}</div>`,
  search: () =>
    card(repeat(4, `<div class="skeleton-field">${bar('label')}${bar('field')}</div>`) + bar('button'), 'form') +
    bar('subtitle') +
    repeat(3, card(`<div class="skeleton-avatar skeleton-avatar-small"></div>${bar('title')}`, 'result')),
  sessions: () => repeat(2, card(bar('title') + bar() + bar() + bar('button'), 'session')),
  schedule: () => calendar,
  scheduleMentor: ({ lead }) => paragraph(lead) + timeZone + calendarWithPanel,
  // Both of a mentee's pages: the prompt to pick a mentor, or that mentor's times. public/boot.js marks
  // a stored choice on <html> before the first paint, and skeleton.css.ts shows the matching one.
  scheduleMentee: ({ lead }) =>
    `<div class="skeleton-unchosen">${paragraph(lead)}${actions(1)}</div>` +
    `<div class="skeleton-chosen"><div class="skeleton-summary">${bar()}${bar('action')}</div>${timeZone}` +
    `<div class="skeleton-phone-only">${dayAndTime}</div><div class="skeleton-wide-only">${calendarWithPanel}</div></div>`,
  scheduleAdmin: ({ lead }) => paragraph(lead) + actions(2),
  plain: () => card(bar() + bar() + bar('button')),
};

/** The content outline alone: the page's heading and its shape. */
export function skeletonPageHtml(shape: SkeletonShape, words: SkeletonWords = {}): string {
  const heading = words.heading ? `<h1>${escapeHtml(words.heading)}</h1>` : bar('heading');
  // The sessions page's policy; a grey box of its size where the words are not given.
  const notice =
    shape !== 'sessions' ? '' : words.notice ? `<p class="skeleton-policy">${escapeHtml(words.notice)}</p>` : card(bar() + bar(), 'notice');
  return `<div class="skeleton-page">${heading}${notice}${contentByShape[shape](words)}</div>`;
}

/** The outline for a path, e.g. `/dashboard/search`, in a role where it has one; pages without one of their own get 'plain'. */
export function skeletonShapeFor(pathname: string, role: Role | null = null): SkeletonShape {
  const match = /^\/dashboard(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return 'plain';
  const page = match[1] ?? '';
  return (role && ROLE_SKELETON_SHAPES[page]?.[role]) || SKELETON_SHAPES[page] || 'plain';
}

export function skeletonHtml(shape: SkeletonShape, words: SkeletonWords = {}): string {
  return (
    '<div class="skeleton-shell" aria-hidden="true">' +
    `<div class="skeleton-header"><div class="skeleton-header-bar"><span class="skeleton-logo">${LOGO_MARK}<span>Mentor Marketplace</span></span>` +
    '<span class="skeleton-menu-toggle"></span></div></div>' +
    '<div class="skeleton-dashboard"><div class="skeleton-toggle-bar">' +
    bar('toggle') +
    '</div>' +
    `<div class="skeleton-sidebar">${repeat(6, '<div class="skeleton-sidebar-link">' + bar() + '</div>')}</div>` +
    skeletonPageHtml(shape, words) +
    '</div></div>'
  );
}

/**
 * The app shell a page behind the login shows before any script has run: the header, the dashboard's
 * sidebar and a grey outline of the page's content. vite.config.ts (plugin `shellPages`) writes one
 * HTML file per dashboard page with this markup in #root, and the server sends that file for the page
 * (src/server/static.ts); React's first render replaces it. Its styles are skeleton.css.ts, sized like
 * the real header (shell.css.ts), sidebar (dashboard.css.ts) and page (ui/layout.css.ts), so nothing moves.
 * No words but the brand name, which is the same in every language.
 */
export type SkeletonShape = 'home' | 'search' | 'sessions' | 'schedule' | 'plain';

/** Dashboard pages (path below /dashboard, '' for the home page) whose content has its own outline; others get 'plain'. */
export const SKELETON_SHAPES: Record<string, SkeletonShape> = {
  '': 'home',
  search: 'search',
  session: 'sessions',
  schedule: 'schedule',
};

const LOGO_MARK =
  '<svg class="skeleton-logo-mark" width="36" height="36" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">' +
  '<circle cx="8" cy="7" r="3.2"/><circle cx="16.5" cy="9.5" r="2.4"/>' +
  '<path d="M2.5 19.5c0-3.6 2.5-6.3 5.5-6.3s5.5 2.7 5.5 6.3zm11.6 0c.1-2-.5-3.9-1.6-5.2.9-.8 2.2-1.3 3.6-1.3 2.7 0 4.4 2.2 4.4 6.5z"/></svg>';

const bar = (modifier = '') => `<div class="skeleton-bar${modifier ? ` skeleton-bar-${modifier}` : ''}"></div>`;
const repeat = (times: number, html: string) => html.repeat(times);
const card = (content: string, modifier = '') => `<div class="skeleton-card${modifier ? ` skeleton-card-${modifier}` : ''}">${content}</div>`;

const contentByShape: Record<SkeletonShape, string> = {
  home:
    `<div class="skeleton-columns"><div>${bar('subtitle')}${card(bar('title') + bar() + bar('button'), 'session')}` +
    `<div class="skeleton-stats">${repeat(3, card(bar('title') + bar()))}</div></div>` +
    `${card(`<div class="skeleton-avatar"></div>${bar('title')}${bar()}${bar()}`, 'profile')}</div>`,
  search:
    card(repeat(4, `<div class="skeleton-field">${bar('label')}${bar('field')}</div>`) + bar('button'), 'form') +
    bar('subtitle') +
    repeat(3, card(`<div class="skeleton-avatar skeleton-avatar-small"></div>${bar('title')}`, 'result')),
  sessions: card(bar() + bar(), 'notice') + repeat(2, card(bar('title') + bar() + bar() + bar('button'), 'session')),
  schedule: `<div class="skeleton-toolbar">${repeat(3, bar('tool'))}</div><div class="skeleton-grid"></div>`,
  plain: card(bar() + bar() + bar('button')),
};

/** The content outline alone: the page's heading and its shape. */
export function skeletonPageHtml(shape: SkeletonShape): string {
  return `<div class="skeleton-page">${bar('heading')}${contentByShape[shape]}</div>`;
}

/** The outline for a path, e.g. `/dashboard/search`; pages without one of their own get 'plain'. */
export function skeletonShapeFor(pathname: string): SkeletonShape {
  const page = /^\/dashboard(?:\/([^/]+))?\/?$/.exec(pathname);
  return (page && SKELETON_SHAPES[page[1] ?? '']) || 'plain';
}

export function skeletonHtml(shape: SkeletonShape): string {
  return (
    '<div class="skeleton-shell" aria-hidden="true">' +
    `<div class="skeleton-header"><div class="skeleton-header-bar"><span class="skeleton-logo">${LOGO_MARK}<span>Mentor Marketplace</span></span>` +
    '<span class="skeleton-menu-toggle"></span></div></div>' +
    '<div class="skeleton-dashboard"><div class="skeleton-toggle-bar">' +
    bar('toggle') +
    '</div>' +
    `<div class="skeleton-sidebar">${repeat(6, '<div class="skeleton-sidebar-link">' + bar() + '</div>')}</div>` +
    skeletonPageHtml(shape) +
    '</div></div>'
  );
}

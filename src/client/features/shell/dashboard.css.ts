import { globalStyle, style } from '@vanilla-extract/css';
import { container, dashboardFrame, plainList, SIDEBAR_WIDTH } from '../../ui/layout.css';
import { breakpoint, HEADER_HEIGHT, radius, space, vars } from '../../ui/theme.css';

/** The drawer opens below this bar, so its toggle stays in reach to close it again. */
const TOGGLE_BAR_HEIGHT = '60px';

/** The reviews tab (feedback/reviews-sidebar) floats at the right edge from tablet width up. */
const REVIEWS_TAB_ROOM = '52px';

/**
 * From desktop width up, the frame has the header's and footer's width and padding: the sidebar's links
 * start where the logo does and the page ends where the header's last button does.
 */
export const layout = style({
  // The dashboard fills the window: on a desktop its sidebar runs down to the footer, and on every
  // screen the footer stays below the fold, so it never moves into view as a page replaces its outline.
  minHeight: `calc(100vh - ${HEADER_HEIGHT})`,
  '@media': {
    [breakpoint.desktop]: {
      ...dashboardFrame,
      marginBottom: `calc(-1 * ${space.xl})`,
    },
  },
});

export const toggleBar = style({
  position: 'sticky',
  top: HEADER_HEIGHT,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  height: TOGGLE_BAR_HEIGHT,
  paddingInline: space.m,
  background: vars.color.page,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [breakpoint.desktop]: { display: 'none' } },
});

/** A drawer below desktop width, a fixed column from desktop up (where the toggle is not needed). */
export const sidebar = style({
  position: 'fixed',
  top: `calc(${HEADER_HEIGHT} + ${TOGGLE_BAR_HEIGHT})`,
  left: 0,
  bottom: 0,
  zIndex: 35,
  width: `min(85vw, ${SIDEBAR_WIDTH})`,
  padding: space.m,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  overflowY: 'auto',
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  transition: 'transform 200ms ease, visibility 200ms',
  selectors: { '&[data-open="true"]': { transform: 'none', visibility: 'visible' } },
  '@media': {
    [breakpoint.desktop]: {
      position: 'sticky',
      top: HEADER_HEIGHT,
      height: `calc(100vh - ${HEADER_HEIGHT})`,
      width: SIDEBAR_WIDTH,
      paddingLeft: 0,
      // Its background runs on to the window's left edge (the frame is centred on wide screens).
      boxShadow: `0 0 0 100vw ${vars.color.surface}`,
      clipPath: 'inset(0 0 0 -100vw)',
      transform: 'none',
      visibility: 'visible',
      transition: 'none',
    },
  },
});

export const sidebarList = style([plainList, { gap: space.xs }]);

export const sidebarLink = style({
  display: 'block',
  padding: '10px 12px',
  borderRadius: radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  borderLeft: '4px solid transparent',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-status="active"]': {
      background: vars.color.surfaceMuted,
      color: vars.color.primary,
      borderLeftColor: vars.color.primary,
    },
  },
});

export const content = style({
  minWidth: 0,
  '@media': {
    // Clear of the reviews tab: it needs 52 px at the window's edge, the page margin gives that from 1256 px up.
    [breakpoint.tablet]: {
      selectors: {
        '&[data-reviews-tab="true"]': { paddingRight: `clamp(0px, (1256px - 100vw) / 2, ${REVIEWS_TAB_ROOM} - ${space.l})` },
      },
    },
  },
});
/** The pages' own frame: inside the dashboard's the sidebar sets the left edge and the frame the right one. */
globalStyle(`${content} ${container}`, {
  '@media': { [breakpoint.desktop]: { paddingLeft: 0, paddingRight: 0, maxWidth: 'none' } },
});
/**
 * Where a mentee's reviews will be on a phone (in the page's flow below 768 px, feedback/reviews-sidebar.css.ts:
 * 16 px padding around a 44 px toggle), held free until their code has loaded after the first paint:
 * appearing below a short page they would otherwise push the footer down. Not imported from there:
 * loaded before the reviews' own styles, that file's rules would lose to theirs.
 */
export const reviewsSpace = style({
  '@media': { 'screen and (max-width: 767.98px)': { height: `calc(2 * ${space.m} + 44px)` } },
});

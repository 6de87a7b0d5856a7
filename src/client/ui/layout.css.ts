import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from './theme.css';

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The width of header, page and footer. At 1280 px it leaves a 40 px margin on each side, room for the
 * reviews tab at the right edge (feedback/reviews-sidebar) without covering the page.
 */
export const CONTAINER_WIDTH = '1200px';
/** The dashboard's sidebar column from desktop width up (features/shell/dashboard.css.ts). */
export const SIDEBAR_WIDTH = '250px';
export const containerPaddingLeft = `max(${space.l}, env(safe-area-inset-left))`;
export const containerPaddingRight = `max(${space.l}, env(safe-area-inset-right))`;

/**
 * The dashboard from desktop width up: the sidebar column and the page inside the header's frame, so
 * the sidebar starts where the logo does. Shared by the real layout (features/shell/dashboard.css.ts)
 * and the pre-script app shell (features/shell/skeleton.css.ts).
 */
export const dashboardFrame = {
  display: 'grid',
  gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr)`,
  columnGap: space.l,
  alignItems: 'start',
  width: '100%',
  maxWidth: CONTAINER_WIDTH,
  marginInline: 'auto',
  paddingLeft: containerPaddingLeft,
  paddingRight: containerPaddingRight,
} as const;

export const container = style({
  width: '100%',
  maxWidth: CONTAINER_WIDTH,
  marginInline: 'auto',
  // A notched phone in landscape (viewport-fit=cover): content stays clear of the notch.
  paddingLeft: `max(${space.m}, env(safe-area-inset-left))`,
  paddingRight: `max(${space.m}, env(safe-area-inset-right))`,
  '@media': {
    [breakpoint.tablet]: { paddingLeft: containerPaddingLeft, paddingRight: containerPaddingRight },
  },
});

export const page = style([container, { paddingBlock: space.l, '@media': { [breakpoint.tablet]: { paddingBlock: space.xl } } }]);

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.m });
export const section = style({ marginTop: space.l });
/** Forms read best at about 60 characters wide, even on a wide screen. */
export const narrow = style({ maxWidth: '480px' });
/** A list without bullets or indent, its items one under the other. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s });

export const grid = style({
  display: 'grid',
  gap: space.l,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const lead = style({ fontSize: '1.15rem', color: vars.color.textMuted, maxWidth: '65ch' });
export const muted = style({ color: vars.color.textMuted });

export const badge = style({
  display: 'inline-block',
  padding: `2px ${space.s}`,
  borderRadius: radius.round,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: '0.85rem',
  fontWeight: 600,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden as hidden } from '../../ui/layout.css';
import { breakpoint, radius, space, vars } from '../../ui/theme.css';

/** The filter form: one column on phones, name across the top and the selects in a row on wide screens. */
export const filters = style({
  display: 'grid',
  gap: space.m,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  padding: space.m,
  borderRadius: radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [breakpoint.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoint.desktop]: { gridTemplateColumns: '2fr repeat(3, minmax(0, 1fr)) auto' },
  },
});
export const nameField = style({
  '@media': { [breakpoint.tablet]: { gridColumn: '1 / -1' }, [breakpoint.desktop]: { gridColumn: 'auto' } },
});
export const submit = style({
  '@media': { [breakpoint.tablet]: { gridColumn: '1 / -1' }, [breakpoint.desktop]: { gridColumn: 'auto' } },
});

export const visuallyHidden = hidden;

export const linkButton = style({
  minHeight: '44px',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const notice = style({
  padding: space.m,
  borderRadius: radius.medium,
  background: vars.color.surfaceMuted,
  fontWeight: 600,
});

// ---- carousel ----

export const carousel = style({ position: 'relative' });
/** A native scroll-snap row: swipe and trackpad scroll it, the buttons scroll it by a page. */
export const viewport = style({
  // The slides' offsetParent, so their offsetLeft is where they start in the row (mentor-carousel.tsx).
  position: 'relative',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});
export const container = style({
  display: 'flex',
  gap: space.m,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/** docs/product.md (Constants): 3 cards per view, 2 up to 1024 px, 1 up to 600 px (the same breakpoints as cardsPerView). */
export const slide = style({
  flex: `0 0 calc((100% - 2 * ${space.m}) / 3)`,
  minWidth: 0,
  scrollSnapAlign: 'start',
  '@media': {
    'screen and (max-width: 1024px)': { flexBasis: `calc((100% - ${space.m}) / 2)` },
    'screen and (max-width: 600px)': { flexBasis: '100%' },
  },
});

/** Arrows at the sides, the dots between them (wrapping onto a second row when a phone shows many pages). */
export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, max-content) auto',
  justifyContent: 'center',
  alignItems: 'center',
  gap: space.s,
  marginTop: space.m,
});

export const dots = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0 });

/** A 12 px dot in a 44 px square: the square is what a finger hits. */
export const dot = style({
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  '::after': {
    content: '""',
    width: '12px',
    height: '12px',
    borderRadius: radius.round,
    border: `2px solid ${vars.color.controlBorder}`,
    background: 'transparent',
  },
});
globalStyle(`${dot}[aria-current="true"]::after`, { background: vars.color.primary, borderColor: vars.color.primary });

export const arrow = style({
  minWidth: '44px',
  minHeight: '44px',
  borderRadius: radius.round,
  border: `2px solid ${vars.color.controlBorder}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1.2rem',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

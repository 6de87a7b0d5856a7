import { keyframes, style } from '@vanilla-extract/css';
import { plainList } from '../../ui/layout.css';
import { breakpoint, radius, space, vars } from '../../ui/theme.css';

export const PHOTO_SIZE = 72;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
  height: '100%',
  padding: space.m,
});
export const header = style({ display: 'flex', gap: space.m, alignItems: 'flex-start' });
export const photo = style({
  flex: `0 0 ${PHOTO_SIZE}px`,
  width: `${PHOTO_SIZE}px`,
  height: `${PHOTO_SIZE}px`,
  borderRadius: radius.round,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});
export const who = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: space.xs });
export const name = style({ margin: 0, fontSize: '1.15rem', overflowWrap: 'anywhere' });
export const nameLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const headline = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const facts = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.m}`, color: vars.color.textMuted, fontSize: '0.95rem' }]);
export const rating = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s });
export const stars = style({ position: 'relative', display: 'inline-block', color: vars.color.border, letterSpacing: '2px', lineHeight: 1 });
export const starsFill = style({ position: 'absolute', insetInlineStart: 0, top: 0, overflow: 'hidden', whiteSpace: 'nowrap', color: '#b45309' });
export const newBadge = style({
  padding: `2px ${space.s}`,
  borderRadius: radius.round,
  background: vars.color.surfaceMuted,
  fontSize: '0.9rem',
  fontWeight: 600,
});
export const nextFree = style({ margin: 0, fontWeight: 600 });
export const chipsHeading = style({ margin: `${space.xs} 0 0`, fontSize: '0.95rem' });
export const chips = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: space.s }]);
export const chip = style({
  minHeight: '44px',
  padding: `${space.xs} ${space.m}`,
  borderRadius: radius.round,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
export const chipLevel = style({ fontWeight: 400, color: vars.color.textMuted });
export const footer = style({ marginTop: 'auto', paddingTop: space.s });
export const profileLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: '44px' });

// ---- results ----

export const resultsList = style([
  plainList,
  {
    display: 'grid',
    gap: space.m,
    gridTemplateColumns: '1fr',
    '@media': {
      [breakpoint.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [breakpoint.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);
export const count = style({ margin: `${space.l} 0 ${space.m}`, fontWeight: 600 });

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });
export const skeletonBlock = style({
  borderRadius: radius.small,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const empty = style({
  marginTop: space.l,
  padding: space.l,
  borderRadius: radius.medium,
  background: vars.color.surfaceMuted,
});
export const emptyTitle = style({ margin: 0, fontWeight: 700 });

// ---- available this week strip ----

export const strip = style({ marginTop: space.l });
export const stripCard = style({
  display: 'flex',
  gap: space.s,
  alignItems: 'center',
  padding: space.s,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: '64px',
});
export const stripPhoto = style({ width: '48px', height: '48px', borderRadius: radius.round, objectFit: 'cover', flex: '0 0 48px' });
export const stripText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const stripName = style({ fontWeight: 700, overflowWrap: 'anywhere' });

import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '../../ui/layout.css';
import { radius, space, vars } from '../../ui/theme.css';

export const searchBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.s, maxWidth: '640px' });
export const searchInput = style({ flex: '1 1 240px' });

export const results = style({ marginBlock: space.l, minHeight: '120px' });

export const filterForm = style({
  display: 'grid',
  gap: space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  alignItems: 'end',
});

export const notice = style({
  padding: space.m,
  borderRadius: radius.medium,
  background: vars.color.surfaceMuted,
  fontWeight: 600,
});

// ---- carousel ----

export const carousel = style({ position: 'relative' });
export const viewport = style({ overflow: 'hidden' });
export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  marginInlineStart: `calc(-1 * ${space.m})`,
});

/** Spec section 9: 3 cards per view, 2 up to 1024 px, 1 up to 600 px (the same breakpoints as cardsPerView). */
export const slide = style({
  flex: '0 0 33.3333%',
  minWidth: 0,
  paddingInlineStart: space.m,
  '@media': {
    'screen and (max-width: 1024px)': { flexBasis: '50%' },
    'screen and (max-width: 600px)': { flexBasis: '100%' },
  },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.s,
  marginTop: space.m,
  flexWrap: 'wrap',
});

export const dots = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.xs });

export const dot = style({
  width: '24px',
  height: '24px',
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

// ---- info card ----

export const infoCard = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
  alignItems: 'center',
  textAlign: 'center',
});
export const mentorName = style({ margin: 0, fontSize: '1.2rem', overflowWrap: 'anywhere' });
export const email = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const bookHeading = style({ margin: `${space.s} 0 0`, fontSize: '1rem' });
export const skillList = style([plainList, { width: '100%' }]);
export const skillButton = style({ width: '100%' });

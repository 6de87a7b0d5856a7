import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme.css';

/** Room at the end so the fixed bottom bar never covers the last row of times. */
export const picker = style({ display: 'flex', flexDirection: 'column', gap: space.s, paddingBottom: '88px' });
export const heading = style({ fontSize: '1.1rem', margin: 0 });

export const dayStrip = style({
  display: 'flex',
  gap: space.s,
  overflowX: 'auto',
  paddingBlock: space.xs,
  scrollSnapType: 'x proximity',
});

const choice = style({
  minHeight: '48px',
  minWidth: '48px',
  borderRadius: radius.small,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const day = style([
  choice,
  {
    flex: '0 0 auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: space.xs,
    padding: `${space.s} ${space.s}`,
    scrollSnapAlign: 'start',
    fontSize: '0.9rem',
    selectors: { '&[data-free="false"]': { color: vars.color.textMuted } },
  },
]);

/** The dot under a day with free times. */
export const mark = style({ width: '8px', height: '8px', borderRadius: radius.round, background: 'transparent' });
globalStyle(`${day}[data-free="true"] ${mark}`, { background: 'currentColor' });

export const times = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: space.s });
export const time = style([choice, { minHeight: '52px', fontSize: '1.05rem', borderColor: vars.color.primary, color: vars.color.primary }]);

/** Always in the viewport: the choice's next step (Calendly's "Next"). */
export const bottomBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 20,
  padding: `${space.s} ${space.m}`,
  paddingBottom: `max(${space.s}, env(safe-area-inset-bottom))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
});

/** The price above the Book button: what the tap is about to cost (or that a free session pays it). */
export const barPrice = style({ justifyContent: 'center', marginBottom: space.xs, fontSize: '0.95rem' });

/** The confirm of a picker inside a dialog: in the flow, below the times. */
export const inlineBar = style({ display: 'flex', flexDirection: 'column', gap: space.s, marginTop: space.m });

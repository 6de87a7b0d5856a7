import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: space.l, maxWidth: '720px' });

/** Summary beside the payment on a wide screen (both in view at 1280×800), stacked on a phone. */
export const checkout = style({
  display: 'grid',
  gap: space.m,
  alignItems: 'start',
  // The second row takes what the taller summary adds, so the hold notice's row stays its own height and
  // the card form starts right below it.
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gridTemplateRows: 'auto 1fr' },
  },
});
/** On a phone the countdown leads; beside the summary it heads the payment column. */
export const countdownRow = style({
  '@media': { 'screen and (min-width: 1024px)': { gridColumn: 2, gridRow: 1 } },
});
export const summaryArea = style({
  '@media': { 'screen and (min-width: 1024px)': { gridColumn: 1, gridRow: '1 / span 2' } },
});
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.m,
  minWidth: 0,
  '@media': { 'screen and (min-width: 1024px)': { gridColumn: 2, gridRow: 2 } },
});
export const summary = style({ display: 'flex', flexDirection: 'column', gap: space.m });
export const person = style({ display: 'flex', alignItems: 'center', gap: space.s });
export const personName = style({ margin: 0, fontWeight: 700, fontSize: '1.1rem' });
export const muted = style({ color: vars.color.textMuted });
export const bookedAsLine = style({ display: 'block' });
export const bookedAsNote = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.9rem' });
export const termsNote = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.9rem' });
export const warning = style({
  padding: space.m,
  borderRadius: radius.small,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceMuted,
  margin: 0,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: space.l,
  rowGap: space.s,
  margin: 0,
  '@media': { 'screen and (max-width: 480px)': { columnGap: space.m, rowGap: space.xs } },
});

export const term = style({ fontWeight: 700, color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const amount = style({ fontSize: '1.25rem', fontWeight: 700 });

export const notice = style({
  padding: space.m,
  borderRadius: radius.small,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surfaceMuted,
  margin: 0,
});

export const countdown = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const cardForm = style({ display: 'flex', flexDirection: 'column', gap: space.m });

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  padding: space.m,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.m,
});

export const legend = style({ fontWeight: 700, paddingInline: space.xs });

export const cardRow = style({
  display: 'grid',
  gap: space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
});

export const stripeCard = style({
  padding: '12px',
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: radius.small,
  background: vars.color.surface,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });

/** The purchase page: the order beside the card on a wide screen, both starting at the top; stacked on a phone. */
export const purchase = style({
  display: 'grid',
  gap: space.m,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});
export const purchaseColumn = style({ display: 'flex', flexDirection: 'column', gap: space.m, minWidth: 0 });

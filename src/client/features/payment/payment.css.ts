import { style } from '@vanilla-extract/css';
import { visuallyHidden as hidden } from '../../ui/layout.css';
import { breakpoint, radius, space, vars } from '../../ui/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: space.l, maxWidth: '720px' });

/** Summary beside the payment on a wide screen (both in view at 1280×800), stacked on a phone. */
export const checkout = style({
  display: 'grid',
  gap: '12px',
  alignItems: 'start',
  // The second row takes what the taller summary adds, so the hold notice's row stays its own height and
  // the card form starts right below it.
  '@media': {
    'screen and (min-width: 1024px)': { gap: space.m, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gridTemplateRows: 'auto 1fr' },
  },
});
/** On a phone the countdown leads; beside the summary it heads the payment column. */
export const countdownRow = style({
  margin: 0,
  // A plain line on a phone, where every line counts towards the pay button on the first screen; a
  // notice heading the payment column beside the summary.
  '@media': {
    'screen and (min-width: 1024px)': {
      gridColumn: 2,
      gridRow: 1,
      padding: space.m,
      borderRadius: radius.small,
      borderLeft: `4px solid ${vars.color.primary}`,
      background: vars.color.surfaceMuted,
    },
  },
});
export const summaryArea = style({
  '@media': { 'screen and (min-width: 1024px)': { gridColumn: 1, gridRow: '1 / span 2' } },
});
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  minWidth: 0,
  '@media': { 'screen and (min-width: 1024px)': { gridColumn: 2, gridRow: 2 } },
});
export const summary = style({ display: 'flex', flexDirection: 'column', gap: space.m });
/** The booking summary's own card: tighter than the others on a phone, where the pay step must follow on the first screen. */
export const summaryCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  boxShadow: vars.shadow.card,
  padding: `12px ${space.m}`,
  '@media': { [breakpoint.desktop]: { padding: space.l, gap: space.m } },
});
export const visuallyHidden = hidden;
export const summaryHeading = style({ margin: 0 });
/** Named for screen readers everywhere; shown as the column's heading only beside the payment. */
export const summaryHeadingWide = style([hidden, { margin: 0, '@media': { [breakpoint.desktop]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto', whiteSpace: 'normal' } } }]);
export const summaryTop = style({ display: 'flex', flexDirection: 'column', gap: space.s });
export const person = style({ display: 'flex', alignItems: 'center', gap: space.s });
export const personText = style({ minWidth: 0 });
/** The mentor's picture beside the summary only: on a phone the date then fits one line. */
export const summaryAvatar = style({ display: 'none', '@media': { [breakpoint.desktop]: { display: 'contents' } } });
export const personName = style({ margin: 0, fontWeight: 700, fontSize: '1.1rem' });
export const when = style({ margin: 0 });
/** The price (and what is left of a balance) with the Details button on its right, on one row. */
export const priceRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.s });
export const payment = style({ margin: 0, display: 'flex', flexDirection: 'column', minWidth: 0 });
/** The prepaid choice's lines: plain text, no boxes, so its button stays on a phone's first screen. */
export const prepaidNote = style({ margin: 0 });
export const leftAfter = style({ color: vars.color.textMuted, fontSize: '0.9rem' });
/** A 44 px tap target, shown only where the details fold away. */
export const detailsToggle = style({
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${space.s}`,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.primary,
  background: 'none',
  border: 'none',
  borderRadius: radius.small,
  cursor: 'pointer',
  marginInlineEnd: `-${space.s}`,
  flexShrink: 0,
  '@media': { [breakpoint.desktop]: { display: 'none' } },
});
export const chevron = style({ fontSize: '0.8rem' });
export const summaryDetails = style({ display: 'flex', flexDirection: 'column', gap: space.m });
/** Folded on a phone (the `hidden` attribute); always open beside the payment. */
export const collapsibleDetails = style([
  summaryDetails,
  {
    paddingTop: space.s,
    borderTop: `1px solid ${vars.color.border}`,
    selectors: { '&[hidden]': { display: 'none' } },
    '@media': { [breakpoint.desktop]: { selectors: { '&[hidden]': { display: 'flex' } } } },
  },
]);
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

export const cardForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  '@media': { [breakpoint.desktop]: { gap: space.m } },
});

/** On a phone the card's own frame is enough: no second border inside it, tighter rows. */
export const fieldset = style({
  border: 'none',
  borderRadius: radius.medium,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  minWidth: 0,
  '@media': { [breakpoint.desktop]: { border: `1px solid ${vars.color.border}`, padding: space.m, gap: space.m } },
});
/** The test mode's note: a line of small print, not a box, so the pay button stays on a phone's first screen. */
export const testNote = style({ margin: 0, fontSize: '0.9rem', color: vars.color.textMuted });

export const legend = style({
  fontWeight: 700,
  padding: 0,
  marginBottom: space.xs,
  '@media': { [breakpoint.desktop]: { paddingInline: space.xs, marginBottom: 0 } },
});

export const cardRow = style({
  display: 'grid',
  gap: space.m,
  // Expiry and CVC side by side even at 360 px, as Stripe's form has them (each ≥ 120 px there); a
  // label on two lines (German) keeps both fields on one line.
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'end',
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

/** The pay button with, while it is disabled, why (the terms not yet accepted) right above it. */
export const payBar = style({ display: 'flex', flexDirection: 'column', gap: space.xs });
export const payReason = style({ margin: 0, fontSize: '0.9rem', color: vars.color.textMuted });
/** Full width on a phone, as the checkout's one action; its own size beside the summary. */
export const payButton = style({
  width: '100%',
  '@media': { [breakpoint.desktop]: { width: 'auto', alignSelf: 'flex-start' } },
});

import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { plainList } from '../../ui/layout.css';
import { breakpoint, radius, space, vars } from '../../ui/theme.css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: space.l, marginTop: space.l });

/** The three totals: stacked on a phone, side by side from a tablet on. */
export const totals = style({
  display: 'grid',
  gap: space.m,
  gridTemplateColumns: '1fr',
  margin: 0,
  '@media': { [breakpoint.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const total = style({
  padding: space.m,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
globalStyle(`${total} dt`, { fontWeight: 600, color: vars.color.textMuted });
globalStyle(`${total} dd`, { margin: 0 });
export const totalAmount = style({ display: 'block', fontSize: '1.75rem', fontWeight: 700, marginBlock: space.xs });
export const totalHint = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.9rem' });

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
  marginBottom: space.m,
});
globalStyle(`${cardHead} h2`, { margin: 0 });

export const accountAction = style({ marginTop: space.m });
export const accountState = style({ display: 'flex', alignItems: 'center', gap: space.s, flexWrap: 'wrap', margin: 0 });
export const statusBadge = styleVariants({
  pending: { color: vars.color.textMuted, borderColor: vars.color.border },
  available: { color: vars.color.primary, borderColor: vars.color.primary },
  paid: { color: vars.color.success, borderColor: vars.color.success },
  refunded: { color: vars.color.danger, borderColor: vars.color.danger },
  onboarded: { color: vars.color.success, borderColor: vars.color.success },
  none: { color: vars.color.textMuted, borderColor: vars.color.border },
});
export const badge = style({
  display: 'inline-block',
  padding: `2px ${space.s}`,
  border: '1px solid',
  borderRadius: radius.round,
  fontSize: '0.85rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const figure = style({ margin: 0, display: 'grid', gap: space.m });

/** Columns per month: the amount above, the bar, the month below; heights relative to the best month. */
export const chart = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: space.s,
  alignItems: 'end',
  height: '200px',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const chartColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-end',
  height: '100%',
  gap: space.xs,
  minWidth: 0,
});
export const chartAmount = style({ fontSize: '0.8rem', color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const chartBar = style({
  width: '100%',
  maxWidth: '56px',
  borderRadius: `${radius.small} ${radius.small} 0 0`,
  background: vars.color.primary,
});
export const chartMonths = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: space.s,
  marginTop: space.xs,
  textAlign: 'center',
  fontSize: '0.85rem',
  color: vars.color.textMuted,
});

/** Sessions and payouts: a table on wide screens, one card per row on phones. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { 'screen and (max-width: 767px)': { display: 'none' } },
});
export const caption = style({ textAlign: 'start', captionSide: 'top', color: vars.color.textMuted, paddingBottom: space.s });
export const cell = style({
  textAlign: 'start',
  padding: space.s,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const amountCell = style([cell, { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }]);
/** The rows as cards on a phone; from a tablet on the table shows them (this file's rule comes after plainList's). */
export const cards = style([plainList, { '@media': { [breakpoint.tablet]: { display: 'none' } } }]);
export const rowCard = style({
  padding: space.m,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  display: 'grid',
  gap: space.xs,
});
export const rowCardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space.s,
  flexWrap: 'wrap',
});
export const rowCardTitle = style({ margin: 0, fontWeight: 700 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.95rem' });
export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: space.s, margin: 0 });
globalStyle(`${figures} dt`, { color: vars.color.textMuted, fontSize: '0.85rem' });
globalStyle(`${figures} dd`, { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const notice = style({
  padding: space.m,
  marginBottom: space.m,
  borderRadius: radius.medium,
  border: `1px dashed ${vars.color.controlBorder}`,
  background: vars.color.surfaceMuted,
});

export const payouts = style({ marginTop: space.l });
export const payoutList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const payoutRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: space.m,
  paddingBlock: space.s,
  borderBottom: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${notice} p`, { margin: 0 });

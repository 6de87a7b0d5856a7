import { globalStyle, style } from '@vanilla-extract/css';
import { space, vars } from '../../ui/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** What and when on the left, the amount and the link on the right; stacked on a phone. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${space.xs} ${space.m}`,
  paddingBlock: space.s,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr) auto auto' } },
});
export const what = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const description = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const amount = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', justifySelf: 'end' });
/** A 44 px tall tap target, as every control on a phone. */
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: '44px', gridColumn: '1 / -1', '@media': { 'screen and (min-width: 720px)': { gridColumn: 'auto' } } });

/** Settings' subscription card: its lines spaced by the stack alone. */
export const lines = style({});
globalStyle(`${lines} > p`, { margin: 0 });

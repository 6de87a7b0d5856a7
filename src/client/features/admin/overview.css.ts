import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.m, marginBottom: space.l });

export const periodField = style({ minWidth: '200px' });

export const charts = style({
  display: 'grid',
  gap: space.m,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoint.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const chartCard = style({ display: 'flex', flexDirection: 'column', gap: space.s, minWidth: 0 });

export const chartTitle = style({ fontSize: '1.05rem', margin: 0 });

export const total = style({ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' });

export const totalNote = style({ fontSize: '0.9rem', color: vars.color.textMuted });

export const plot = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: space.s });

export const yAxis = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  fontSize: '0.8rem',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  height: '140px',
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: '140px',
  borderBottom: `1px solid ${vars.color.controlBorder}`,
  overflow: 'visible',
});

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' });

export const bar = style({ fill: vars.color.primary });

export const refundBar = style({ fill: vars.color.danger });

export const xAxis = style({
  gridColumn: '2',
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: '0.8rem',
  color: vars.color.textMuted,
  marginTop: space.xs,
});

export const figures = style({ marginTop: space.l });

/** Keeps the disclosure triangle (a list item) and is 44 px tall for a thumb. */
export const figuresSummary = style({
  cursor: 'pointer',
  fontWeight: 600,
  lineHeight: '24px',
  paddingBlock: '10px',
  borderRadius: radius.small,
});

export const tableScroller = style({ overflowX: 'auto', marginTop: space.s });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${space.xs} ${space.s}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });

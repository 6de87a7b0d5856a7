import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../ui/theme.css';

/** A secret address, shown whole: it wraps anywhere rather than widening a phone's page. */
export const address = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9rem',
  overflowWrap: 'anywhere',
  padding: space.s,
  borderRadius: radius.small,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const howTo = style({ margin: 0, paddingInlineStart: space.l, display: 'flex', flexDirection: 'column', gap: space.xs });

export const sourceList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.s });

export const source = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
  padding: space.s,
  borderRadius: radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const sourceText = style({ minWidth: 0, flex: '1 1 16rem', display: 'flex', flexDirection: 'column', gap: space.xs });

export const sourceUrl = style({ overflowWrap: 'anywhere', fontWeight: 600 });

export const sourceError = style({ color: vars.color.danger });

import { style } from '@vanilla-extract/css';
import { plainList } from '../../../ui/layout.css';
import { breakpoint, radius, space, vars } from '../../../ui/theme.css';

export const layout = style({
  display: 'grid',
  gap: space.l,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [breakpoint.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: space.l, minWidth: 0 });
export const side = style({ display: 'flex', flexDirection: 'column', gap: space.l, minWidth: 0 });

export const counts = style([
  plainList,
  { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space.s, marginBottom: space.m },
]);
export const count = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  padding: space.m,
  borderRadius: radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const countValue = style({ fontSize: '1.8rem', fontWeight: 700, lineHeight: 1.2 });
export const countLabel = style({ color: vars.color.textMuted, fontSize: '0.9rem' });

export const nextSession = style({ display: 'flex', flexDirection: 'column', gap: space.m });
export const cta = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });
export const hintList = style({ margin: `${space.s} 0`, paddingInlineStart: space.l });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const checklist = style({ listStyle: 'none', margin: `${space.s} 0 0`, padding: 0, display: 'grid', gap: space.xs });
export const checkItem = style({ display: 'flex', gap: space.s, alignItems: 'center', minHeight: '44px' });
export const checkDone = style({ color: vars.color.success, fontWeight: 700, width: '1.2em' });
export const checkMissing = style({ color: vars.color.textMuted, fontWeight: 700, width: '1.2em' });

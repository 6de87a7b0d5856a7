import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from './theme.css';

export const dialog = style({
  width: 'min(92vw, 440px)',
  padding: space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

globalStyle(`${dialog}::backdrop`, { background: vars.color.overlay });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space.s, marginTop: space.l });

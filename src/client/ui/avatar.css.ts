import { style } from '@vanilla-extract/css';
import { radius, vars } from './theme.css';

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: radius.round,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  objectFit: 'cover',
});

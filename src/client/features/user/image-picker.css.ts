import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme.css';

export const preview = style({ display: 'flex', alignItems: 'center', gap: space.m, marginTop: space.s });
export const thumbnail = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
});

import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme.css';

export const userList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.s });
export const userItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  padding: space.s,
  borderRadius: radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

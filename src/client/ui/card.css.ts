import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from './theme.css';

export const card = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  boxShadow: vars.shadow.card,
  padding: space.m,
  '@media': { [breakpoint.tablet]: { padding: space.l } },
});

export const cardTitle = style({ marginBottom: space.m });

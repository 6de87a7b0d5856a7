import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../../ui/theme.css';

export const days = style({ display: 'flex', flexDirection: 'column', gap: space.s, margin: 0, padding: 0, listStyle: 'none' });

export const day = style({
  display: 'grid',
  gap: space.s,
  padding: space.s,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [breakpoint.tablet]: { gridTemplateColumns: '7rem 1fr auto', alignItems: 'start' } },
});

export const dayName = style({ fontWeight: 600, paddingTop: space.s });

export const ranges = style({ display: 'flex', flexDirection: 'column', gap: space.s });

export const range = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s });

export const time = style({
  minHeight: '44px',
  minWidth: '5.5rem',
  padding: `${space.s} 12px`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: radius.small,
});

export const dayActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });

export const settings = style({
  display: 'grid',
  gap: space.m,
  '@media': { [breakpoint.tablet]: { gridTemplateColumns: '2fr 1fr' } },
});

export const previewList = style({
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: 0,
  paddingLeft: space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.small,
});

/** Apart from the calendar above it on the schedule page. */
export const card = style({ marginTop: space.l });

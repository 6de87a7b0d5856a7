import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme.css';

export const zone = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.xs} ${space.s}`, marginBottom: space.m });
export const label = style({ margin: 0, fontWeight: 600, flex: '1 1 100%' });
export const choiceLabel = style({ color: vars.color.textMuted });
export const select = style({
  minHeight: '44px',
  maxWidth: '100%',
  padding: `0 ${space.s}`,
  borderRadius: radius.small,
  border: `1px solid ${vars.color.controlBorder}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const note = style({ margin: 0, flex: '1 1 100%', color: vars.color.textMuted, fontSize: '0.9rem' });
/** A text button inside the note; the 44 px tap height comes from its padding. */
export const reset = style({
  font: 'inherit',
  color: vars.color.primary,
  background: 'none',
  border: 0,
  padding: `${space.s} 0`,
  textDecoration: 'underline',
  cursor: 'pointer',
});

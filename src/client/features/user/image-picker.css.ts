import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme.css';

export const picker = style({ display: 'flex', alignItems: 'center', gap: space.m, flexWrap: 'wrap' });
export const circle = style({
  width: '88px',
  height: '88px',
  flex: '0 0 88px',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  borderRadius: radius.round,
  border: `2px dashed ${vars.color.controlBorder}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});
export const placeholder = style({ display: 'block' });
export const thumbnail = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0, flex: '1 1 200px' });
export const label = style({ fontWeight: 600 });
export const buttons = style({ position: 'relative', display: 'flex', flexWrap: 'wrap', gap: space.s, alignItems: 'center' });
/** Hidden from sight, not from the keyboard or the form: its focus shows on the label next to it. */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
});
export const choose = style({ cursor: 'pointer' });
globalStyle(`${input}:focus-visible + ${choose}`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem', overflowWrap: 'anywhere' });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: '0.9rem' });

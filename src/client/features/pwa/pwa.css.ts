import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme.css';

/** Bottom of the screen, away from the top-right toasts; never covers the whole width on a desktop. */
export const updateRegion = style({
  position: 'fixed',
  bottom: space.m,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 70,
  width: 'min(calc(100vw - 32px), 480px)',
  pointerEvents: 'none',
});

export const updateBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
  padding: `12px ${space.m}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `6px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.raised,
  pointerEvents: 'auto',
});

export const updateText = style({ margin: 0, fontWeight: 600 });

export const subsection = style({ display: 'flex', flexDirection: 'column', gap: space.s });

export const explanation = style({ margin: 0, color: vars.color.textMuted });

import { style, styleVariants } from '@vanilla-extract/css';
import { HEADER_HEIGHT, radius, space, vars } from './theme.css';

export const region = style({
  position: 'fixed',
  top: `calc(${HEADER_HEIGHT} + ${space.s})`,
  right: space.m,
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
  width: 'min(calc(100vw - 32px), 360px)',
  pointerEvents: 'none',
});

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.s,
  padding: `12px ${space.m}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '6px',
  boxShadow: vars.shadow.raised,
  pointerEvents: 'auto',
});

export const toast = styleVariants({
  success: [base, { borderLeftColor: vars.color.success }],
  error: [base, { borderLeftColor: vars.color.danger }],
  info: [base, { borderLeftColor: vars.color.primary }],
});

export const text = style({ flex: 1, margin: 0 });
export const close = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  minWidth: '32px',
  minHeight: '32px',
  cursor: 'pointer',
  borderRadius: radius.small,
});

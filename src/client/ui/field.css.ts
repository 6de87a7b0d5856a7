import { style } from '@vanilla-extract/css';
import { radius, space, vars } from './theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const label = style({ fontWeight: 600 });

export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${space.s} 12px`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: radius.small,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled, &[readonly]': { background: vars.color.surfaceMuted },
  },
});

export const textarea = style([control, { minHeight: '140px', resize: 'vertical' }]);

export const fileControl = style([control, { padding: space.s, cursor: 'pointer' }]);

export const hint = style({ fontSize: '0.9rem', color: vars.color.textMuted });
export const error = style({ fontSize: '0.9rem', color: vars.color.danger, fontWeight: 600 });

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  minHeight: '44px',
  cursor: 'pointer',
});

export const checkbox = style({ width: '20px', height: '20px', margin: 0, accentColor: vars.color.primary, cursor: 'pointer' });

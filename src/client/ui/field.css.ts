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
/** A short optional note beside other content (the booking's agenda): two lines, growable by hand. */
export const compactTextarea = style([control, { minHeight: '60px', resize: 'vertical' }]);

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

/**
 * Drawn by us rather than the browser: the browser's unticked box kept its light-theme grey border on
 * the dark theme, nearly invisible there. A 2 px border in the control colour (≥ 3:1 on both themes),
 * the tick in the primary colour; 24 px, inside a label row at least 44 px tall.
 */
export const checkbox = style({
  appearance: 'none',
  flexShrink: 0,
  display: 'inline-grid',
  placeContent: 'center',
  width: '24px',
  height: '24px',
  margin: 0,
  border: `2px solid ${vars.color.controlBorder}`,
  borderRadius: '4px',
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:checked': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::after': {
      content: '""',
      width: '11px',
      height: '6px',
      border: `solid ${vars.color.onPrimary}`,
      borderWidth: '0 0 2.5px 2.5px',
      transform: 'translateY(-2px) rotate(-45deg)',
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.s,
  minHeight: '44px',
  padding: `${space.s} ${space.l}`,
  borderRadius: radius.small,
  border: '2px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.primary,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.danger,
      color: vars.color.surface,
      selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
    },
  ],
  /** A destructive action that is not the card's main one: outlined, danger text. */
  dangerOutline: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.danger,
      borderColor: vars.color.danger,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.primary,
      paddingInline: space.s,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
});

export const fullWidth = style({ width: '100%' });

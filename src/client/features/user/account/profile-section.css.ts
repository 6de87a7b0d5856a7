import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../ui/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.m, maxWidth: '640px' });
export const hint = style({ margin: 0, color: vars.color.textMuted });
export const languages = style({ border: `1px solid ${vars.color.border}`, borderRadius: radius.medium, padding: space.m, margin: 0 });
export const legend = style({ fontWeight: 600, paddingInline: space.xs });
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.m}` });
/** Each language a 44 px tall chip: the whole chip toggles it. */
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.s,
  minHeight: '44px',
  minWidth: '44px',
  paddingInline: space.s,
  boxSizing: 'border-box',
  borderRadius: radius.small,
  cursor: 'pointer',
});

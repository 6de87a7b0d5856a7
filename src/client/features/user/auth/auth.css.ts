import { style } from '@vanilla-extract/css';
import { space } from '../../../ui/theme.css';

export const screen = style({ width: '100%', maxWidth: '480px', marginInline: 'auto' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: space.m });
export const switches = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.s,
  marginTop: space.m,
});

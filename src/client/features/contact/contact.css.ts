import { style } from '@vanilla-extract/css';
import { breakpoint, space } from '../../ui/theme.css';

export const twoColumns = style({
  display: 'grid',
  gap: space.l,
  alignItems: 'start',
  '@media': { [breakpoint.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
export const address = style({ fontStyle: 'normal', display: 'flex', flexDirection: 'column', gap: space.m });

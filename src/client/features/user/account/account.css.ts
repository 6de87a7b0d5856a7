import { style } from '@vanilla-extract/css';
import { breakpoint, space, vars } from '../../../ui/theme.css';

export const profileArea = style({
  display: 'grid',
  placeItems: 'start center',
  '@media': { [breakpoint.tablet]: { minHeight: '600px' } },
});

export const profileCard = style({ width: '100%', maxWidth: '520px' });
export const profileBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.s,
  textAlign: 'center',
});
export const profileName = style({ margin: `${space.s} 0 0` });
export const detailList = style({ margin: `${space.s} 0 0`, display: 'grid', gap: space.xs });
export const detailTerm = style({ fontSize: '0.85rem', color: vars.color.textMuted, fontWeight: 600 });
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: space.m });
export const action = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: space.m });
export const actionPanel = style({ marginTop: space.m, maxWidth: '480px' });
export const actionForm = style({ display: 'flex', flexDirection: 'column', gap: space.m });

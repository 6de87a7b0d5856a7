import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme.css';

export const price = {
  line: style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${space.xs} ${space.s}`, margin: 0 }),
  amount: style({ fontWeight: 700, color: vars.color.text }),
  per: style({ color: vars.color.textMuted }),
  free: style({
    padding: `0 ${space.s}`,
    borderRadius: radius.round,
    background: vars.color.surfaceMuted,
    color: vars.color.success,
    fontWeight: 600,
  }),
};

export const balance = {
  figures: style({ display: 'flex', flexWrap: 'wrap', columnGap: space.l, marginBottom: space.s }),
  figure: style({ fontSize: '1.5rem', fontWeight: 700, margin: 0 }),
  action: style({ marginTop: space.m, display: 'flex', flexWrap: 'wrap', gap: space.s }),
};

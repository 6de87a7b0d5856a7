import { style } from '@vanilla-extract/css';
import { container } from '../../ui/layout.css';
import { breakpoint, radius, space, vars } from '../../ui/theme.css';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.surfaceMuted}, ${vars.color.page})`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const heroInner = style([
  container,
  {
    paddingBlock: space.xl,
    display: 'flex',
    flexDirection: 'column',
    gap: space.m,
    '@media': { [breakpoint.tablet]: { paddingBlock: space.xxl } },
  },
]);
export const eyebrow = style({
  margin: 0,
  color: vars.color.primary,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  fontSize: '0.9rem',
});
export const heroTitle = style({ margin: 0, maxWidth: '22ch', fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.2rem)' });
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, marginTop: space.s });

export const section = style([container, { paddingBlock: space.xl }]);
export const sectionTitle = style({ marginBottom: space.l });

export const featureGrid = style({
  display: 'grid',
  gap: space.l,
  '@media': {
    [breakpoint.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoint.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
export const featureCard = style({ height: '100%' });
export const featureText = style({ margin: 0, color: vars.color.textMuted });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.m,
  counterReset: 'step',
});
export const step = style({
  position: 'relative',
  paddingLeft: '52px',
  minHeight: '40px',
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    position: 'absolute',
    left: 0,
    top: 0,
    width: '36px',
    height: '36px',
    display: 'grid',
    placeItems: 'center',
    borderRadius: radius.round,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: 700,
  },
});
export const stepTitle = style({ margin: `0 0 ${space.xs}`, fontSize: '1.05rem' });

export const price = style({ fontSize: '2.4rem', fontWeight: 800, margin: `${space.s} 0 0`, lineHeight: 1.1 });
/** The price and its per-class line: the same height while the server's prices load, so nothing jumps. */
export const priceSlot = style({ minHeight: '4.6rem', display: 'flex', flexDirection: 'column', gap: space.xs });
export const pricePeriod = style({ fontSize: '1rem', fontWeight: 600, color: vars.color.textMuted });
export const perSession = style({ margin: 0, color: vars.color.textMuted });
export const priceUnknown = style({ margin: `${space.s} 0 0`, color: vars.color.textMuted });
export const priceSkeleton = style({
  display: 'block',
  width: '6rem',
  height: '2.4rem',
  marginTop: space.s,
  borderRadius: radius.small,
  background: vars.color.surfaceMuted,
});
export const priceCard = style({ display: 'flex', flexDirection: 'column', gap: space.s, height: '100%' });
export const priceFeatures = style({ margin: 0, paddingLeft: space.l, flex: 1 });

export const prose = style({ maxWidth: '72ch' });

/** The height the top mentors take once loaded (top-mentors.css.ts), kept while their code loads. */
export const mentorsPlaceholder = style({ minHeight: '120px' });

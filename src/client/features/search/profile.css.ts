import { style } from '@vanilla-extract/css';
import { container, plainList } from '../../ui/layout.css';
import { breakpoint, radius, space, vars } from '../../ui/theme.css';

export const page = style([container, { paddingBlock: space.l, display: 'flex', flexDirection: 'column', gap: space.l }]);
export const back = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: '44px', alignSelf: 'flex-start' });
export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.l,
  alignItems: 'center',
  padding: space.l,
  borderRadius: radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const photo = style({ width: '128px', height: '128px', borderRadius: radius.round, objectFit: 'cover', flex: '0 0 128px' });
export const heroText = style({ flex: '1 1 240px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: space.s });
export const name = style({ margin: 0, overflowWrap: 'anywhere' });
export const headline = style({ margin: 0, fontSize: '1.15rem', color: vars.color.textMuted });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const columns = style({
  display: 'grid',
  gap: space.l,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [breakpoint.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: space.l, minWidth: 0 });
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.l,
  '@media': { [breakpoint.desktop]: { position: 'sticky', top: space.l } },
});
export const bio = style({ margin: 0, whiteSpace: 'pre-line' });
export const skills = style([plainList, { display: 'flex', flexDirection: 'column', gap: space.s }]);
export const skill = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: space.s,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const skillText = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.95rem' });
export const times = style([plainList, { display: 'flex', flexDirection: 'column', gap: space.xs, fontWeight: 600, marginBottom: space.s }]);
export const reviews = style([plainList, { display: 'flex', flexDirection: 'column', gap: space.m }]);
export const review = style({ paddingBottom: space.m, borderBottom: `1px solid ${vars.color.border}` });
export const reviewHead = style({ margin: 0, display: 'flex', alignItems: 'center', gap: space.s, flexWrap: 'wrap' });
export const reviewPhoto = style({ width: '36px', height: '36px', borderRadius: radius.round, objectFit: 'cover' });
export const reviewStars = style({ color: '#b45309', letterSpacing: '1px' });
export const reviewText = style({ margin: `${space.s} 0` });
export const pager = style({ display: 'flex', alignItems: 'center', gap: space.m, marginTop: space.m });

/** A free time on the profile: one tap opens the calendar with that time chosen. */
export const timeButton = style({
  minHeight: '44px',
  width: '100%',
  textAlign: 'start',
  paddingInline: space.s,
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.primary,
  background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.small,
  cursor: 'pointer',
});

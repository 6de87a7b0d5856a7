import { style } from '@vanilla-extract/css';
import { container } from '../../ui/layout.css';
import { radius, space, vars } from '../../ui/theme.css';

export const banner = style({
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const bannerInner = style([container, { paddingBlock: space.xs }]);
/** One line at 360 px: the text shrinks (ellipsis) before the Details button wraps. */
export const bannerLine = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.s });
export const bannerText = style({
  margin: 0,
  fontWeight: 600,
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const bannerAge = style({ fontWeight: 400 });
export const bannerDetails = style({ margin: 0, paddingBottom: space.s, color: vars.color.textMuted });

export const panelWrap = style([container, { marginTop: space.m }]);
export const panel = style({
  padding: space.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
});
export const panelTitle = style({ margin: 0, fontSize: '1.1rem' });
export const list = style({ listStyle: 'none', margin: `${space.s} 0 0`, padding: 0, display: 'grid', gap: space.s });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
  paddingTop: space.s,
  borderTop: `1px solid ${vars.color.border}`,
});
export const itemLabel = style({ flex: '1 1 14rem', margin: 0 });
export const status = style({ margin: 0, fontWeight: 600, color: vars.color.textMuted });
export const failed = style({ margin: 0, fontWeight: 600, color: vars.color.danger, flexBasis: '100%' });
export const synced = style({ margin: 0, fontWeight: 600, color: vars.color.success });

export const unavailable = style({ display: 'grid', gap: space.s });

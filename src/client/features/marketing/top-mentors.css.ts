import { style } from '@vanilla-extract/css';
import { plainList } from '../../ui/layout.css';
import { breakpoint, radius, space, vars } from '../../ui/theme.css';

/** Room for three cards before they arrive, so nothing below moves when they do. */
export const list = style([
  plainList,
  {
    display: 'grid',
    gap: space.m,
    minHeight: '96px',
    marginBottom: space.m,
    '@media': { [breakpoint.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);
export const card = style({
  display: 'flex',
  gap: space.m,
  alignItems: 'center',
  minHeight: '96px',
  padding: space.m,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.card,
  ':hover': { borderColor: vars.color.primary },
});
export const photo = style({ borderRadius: radius.round, objectFit: 'cover', flexShrink: 0 });
export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
export const name = style({ fontWeight: 700, color: vars.color.primary });
export const headline = style({ color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rating = style({ fontSize: '0.95rem' });

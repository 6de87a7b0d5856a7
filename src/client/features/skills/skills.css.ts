import { style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme.css';


export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: space.m,
  marginBottom: space.m,
});

export const toolbarTitle = style({ margin: 0 });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.m,
  maxWidth: '560px',
  marginBottom: space.l,
});
export const formTitle = style({ margin: 0, fontSize: '1.2rem' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.s,
  paddingBlock: space.m,
  borderTop: `1px solid ${vars.color.border}`,
});
export const itemText = style({ minWidth: 0, flex: 1, overflowWrap: 'anywhere' });
export const itemTitle = style({ margin: 0, fontSize: '1.05rem', fontWeight: 700 });
export const itemDetail = style({ margin: `${space.xs} 0 0`, color: vars.color.textMuted });
export const itemActions = style({ display: 'flex', gap: space.xs, flexShrink: 0 });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: radius.small,
  border: `1px solid ${vars.color.controlBorder}`,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
export const dangerIconButton = style([iconButton, { color: vars.color.danger }]);

export const pager = style({ display: 'flex', alignItems: 'center', gap: space.s, flexWrap: 'wrap', marginBlock: space.m });
export const pagerStatus = style({ minWidth: '4ch', textAlign: 'center', fontWeight: 600 });

export const filter = style({ flex: '1 1 220px', maxWidth: '360px' });
export const pickers = style({
  display: 'grid',
  gap: space.m,
  '@media': { [breakpoint.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

import { style } from '@vanilla-extract/css';
import { plainList } from '../../ui/layout.css';
import { radius, space, vars } from '../../ui/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.l });

/**
 * While a session list loads it already takes a screen's height: the footer below starts out of view
 * instead of jumping down when the sessions arrive (a layout shift Lighthouse counts against the page).
 */
export const listPending = style({ minHeight: '100vh' });

export const sessionCard = style({ display: 'flex', flexDirection: 'column', gap: space.m });

export const cardHeading = style({ margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: space.l,
  rowGap: space.xs,
  margin: 0,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const term = style({ fontWeight: 700, color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const meeting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.m,
  borderRadius: radius.small,
  background: vars.color.surfaceMuted,
});

export const meetingRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s });

export const meetingLink = style({ overflowWrap: 'anywhere', fontWeight: 600 });

export const smallText = style({ fontSize: '0.9rem', color: vars.color.textMuted, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s });

export const policy = style({
  padding: space.m,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  borderRadius: radius.small,
  maxWidth: '75ch',
});

export const feedbackList = plainList;

export const feedbackItem = style({
  padding: space.m,
  borderRadius: radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'left',
  padding: `${space.s} ${space.s}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const tableWrap = style({ overflowX: 'auto' });

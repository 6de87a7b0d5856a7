import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../ui/theme.css';

/**
 * The console's sections as tabs under the title: one row that scrolls sideways on a phone (no
 * wrapping into a second row of tabs), each tab a 44 px tap target, the current one underlined.
 */
export const sectionNav = style({
  display: 'flex',
  gap: space.xs,
  marginTop: space.m,
  marginInline: `calc(-1 * ${space.s})`,
  paddingInline: space.s,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: space.m,
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontWeight: 600,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  ':hover': { color: vars.color.text },
});

export const sectionLinkActive = style({ color: vars.color.primary, borderBottomColor: vars.color.primary });

export const sectionBody = style({ marginTop: space.l });

export const subNav = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, marginBottom: space.m });

export const toolbar = style({
  display: 'grid',
  gap: space.s,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  marginBottom: space.m,
  '@media': { [breakpoint.tablet]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.m });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
  padding: space.m,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const rowHead = style({ display: 'flex', alignItems: 'center', gap: space.s, flexWrap: 'wrap', margin: 0 });
export const rowTitle = style({ margin: 0, fontSize: '1.05rem', fontWeight: 700 });
export const rowMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.95rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, marginTop: space.xs });

export const status = styleVariants({
  good: { color: vars.color.success },
  bad: { color: vars.color.danger },
  neutral: { color: vars.color.textMuted },
});

export const checklist = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const checkItem = style({ display: 'flex', gap: space.s, alignItems: 'baseline' });

export const quote = style({
  margin: 0,
  paddingInlineStart: space.m,
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
});

/** Audit log: a table on wide screens, one card per entry on phones. */
export const auditTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { 'screen and (max-width: 767px)': { display: 'none' } },
});
export const auditCell = style({ textAlign: 'start', padding: space.s, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
export const auditCards = style({ '@media': { [breakpoint.tablet]: { display: 'none' } } });

export const preview = style({ maxWidth: '420px' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space.xs} ${space.m}`,
  margin: 0,
});
globalStyle(`${details} dt`, { fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const rowText = style({ flex: '1 1 0', minWidth: 0 });

export const subHeading = style({ marginTop: space.l });
export const runResult = style({ marginTop: space.m, display: 'grid', gap: space.s });
export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' });

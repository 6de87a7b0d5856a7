import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme.css';

/** Calendar and side panel side by side where both fit, else the panel first (it answers the click). */
export const layout = style({
  display: 'grid',
  gap: space.l,
  gridTemplateAreas: '"panel" "main"',
  '@media': {
    'screen and (min-width: 1280px)': {
      gridTemplateColumns: 'minmax(0, 1fr) 300px',
      gridTemplateAreas: '"main panel"',
      alignItems: 'start',
    },
  },
});
export const main = style({ gridArea: 'main', minWidth: 0 });

export const panelArea = style({
  gridArea: 'panel',
  scrollMarginTop: '96px',
  '@media': { 'screen and (min-width: 1280px)': { position: 'sticky', top: '160px' } },
});

export const panel = style({
  padding: space.m,
  borderRadius: radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
});
globalStyle(`${panel} h2`, { fontSize: '1.2rem', margin: 0 });
globalStyle(`${panel} p`, { margin: 0 });

export const times = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${space.xs} ${space.s}`, margin: 0 });
globalStyle(`${times} dt`, { fontWeight: 600 });
globalStyle(`${times} dd`, { margin: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.s,
  marginBottom: space.m,
});
export const toolbarGroup = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
export const rangeHeading = style({ margin: 0, fontSize: '1.25rem', textAlign: 'center', flex: '1 1 180px' });

/** Its own stacking context: Schedule-X's sticky day header (z-index inside) never paints over the site header. */
export const calendarFrame = style({ width: '100%', position: 'relative', zIndex: 0, isolation: 'isolate' });
/**
 * A month cell's slot: a 44 px tall tap target that fits a phone's 7-column grid (about 46 px a day at
 * 360 px), the time on the first line in full, a mentee's first name on the second, cut with an ellipsis.
 */
export const monthEvent = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: '2px',
  fontWeight: 600,
  lineHeight: 1.2,
  overflow: 'hidden',
  borderInlineStart: `3px solid ${vars.color.primary}`,
  borderRadius: radius.small,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 767px)': { fontSize: '0.75rem', letterSpacing: '-0.02em' } },
});
export const monthEventTime = style({ whiteSpace: 'nowrap' });
export const monthEventWho = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 400 });
// Schedule-X sizes its month events for one line of text; ours are two lines and 44 px tall.
globalStyle(`${calendarFrame} .sx__month-grid-event`, { height: 'auto', minHeight: '44px', padding: 0, overflow: 'visible' });
globalStyle(`${calendarFrame} .sx__month-grid-day`, { minWidth: 0 });
globalStyle(`${calendarFrame} .sx__month-grid-week[hidden]`, { display: 'none' });
// Schedule-X needs a sized box; the toolbar above replaces its header, whose content is left empty
// (availability-calendar.tsx), so its padded box goes too.
globalStyle(`${calendarFrame} .sx-react-calendar-wrapper`, { width: '100%', height: '720px', maxHeight: '80vh' });
globalStyle(`${calendarFrame} .sx__calendar-header`, { display: 'none' });
globalStyle(`${calendarFrame} .sx__event`, { cursor: 'pointer' });
// A drag over the time grid selects hours (use-hour-drag.ts), not the text of the events it passes.
globalStyle(`${calendarFrame} .sx__time-grid-day`, { userSelect: 'none' });
/** Schedule-X's palette mapped onto the app's theme, so both themes keep the app's (AA) contrast. */
globalStyle(`${calendarFrame} .sx__calendar-wrapper, ${calendarFrame} .is-dark`, {
  vars: {
    '--sx-color-primary': vars.color.primary,
    '--sx-color-on-primary': vars.color.onPrimary,
    '--sx-color-primary-container': vars.color.surfaceMuted,
    '--sx-color-on-primary-container': vars.color.text,
    '--sx-color-surface': vars.color.surface,
    '--sx-color-surface-dim': vars.color.surfaceMuted,
    '--sx-color-surface-bright': vars.color.surface,
    '--sx-color-on-surface': vars.color.text,
    '--sx-color-surface-container': vars.color.surfaceMuted,
    '--sx-color-surface-container-low': vars.color.surface,
    '--sx-color-surface-container-high': vars.color.surfaceMuted,
    '--sx-color-background': vars.color.surface,
    '--sx-color-on-background': vars.color.text,
    '--sx-color-outline': vars.color.controlBorder,
    '--sx-color-outline-variant': vars.color.border,
    '--sx-color-neutral': vars.color.textMuted,
    '--sx-internal-color-text': vars.color.text,
  },
});
globalStyle(`${calendarFrame} .sx__month-grid-day__header-date, ${calendarFrame} .sx__week-grid__date`, { cursor: 'pointer' });

export const selectionInfo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
  marginBottom: space.m,
});

/** Compact toolbar buttons (still 44 px tall), so the toolbar fits two rows on a phone. */
export const toolButton = style({
  paddingInline: space.s,
  '@media': { 'screen and (min-width: 768px)': { paddingInline: space.m } },
});
export const timePicker = style({ display: 'flex', flexDirection: 'column', gap: space.s, marginTop: space.s });
export const pickerDetails = style({ marginTop: space.xs });
globalStyle(`${pickerDetails} > summary`, {
  cursor: 'pointer',
  color: vars.color.primary,
  fontWeight: 600,
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
});
globalStyle(`${selectionInfo} p`, { margin: 0 });

import { globalStyle, keyframes } from '@vanilla-extract/css';
import { CONTAINER_WIDTH, containerPaddingLeft, containerPaddingRight, dashboardFrame } from '../../ui/layout.css';
import { breakpoint, HEADER_HEIGHT, radius, space, vars } from '../../ui/theme.css';
import { policyBox } from '../session/policy-box';

/*
 * Styles of the pre-script app shell (skeleton-markup.ts). Global class names, because the markup is
 * written at build time as plain HTML; the sizes are those of the real header, sidebar and page, so
 * React's first render puts its elements where the grey outlines were.
 */
const onDesktop = (styles: object) => ({ '@media': { [breakpoint.desktop]: styles } });

const pulse = keyframes({ '50%': { opacity: 0.55 } });

globalStyle('.skeleton-shell', { minHeight: '100vh' });

globalStyle('.skeleton-header', {
  position: 'sticky',
  top: 0,
  height: HEADER_HEIGHT,
  background: vars.color.header,
  color: vars.color.onHeader,
  borderBottom: `1px solid ${vars.color.border}`,
});
// ui/layout.css.ts's container.
globalStyle('.skeleton-header-bar, .skeleton-page', {
  width: '100%',
  maxWidth: CONTAINER_WIDTH,
  marginInline: 'auto',
  paddingLeft: `max(${space.m}, env(safe-area-inset-left))`,
  paddingRight: `max(${space.m}, env(safe-area-inset-right))`,
  '@media': { [breakpoint.tablet]: { paddingLeft: containerPaddingLeft, paddingRight: containerPaddingRight } },
});
globalStyle('.skeleton-header-bar', { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
globalStyle('.skeleton-logo', { display: 'inline-flex', alignItems: 'center', gap: space.s, fontWeight: 800, fontSize: '1.15rem', whiteSpace: 'nowrap' });
globalStyle('.skeleton-logo-mark', { color: vars.color.primary, flexShrink: 0 });
globalStyle('.skeleton-menu-toggle', {
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: radius.small,
  ...onDesktop({ display: 'none' }),
});

globalStyle('.skeleton-dashboard', onDesktop(dashboardFrame));
globalStyle('.skeleton-toggle-bar', {
  display: 'flex',
  alignItems: 'center',
  height: '60px',
  paddingInline: space.m,
  borderBottom: `1px solid ${vars.color.border}`,
  ...onDesktop({ display: 'none' }),
});
globalStyle('.skeleton-sidebar', {
  display: 'none',
  ...onDesktop({
    display: 'flex',
    flexDirection: 'column',
    gap: space.xs,
    height: `calc(100vh - ${HEADER_HEIGHT})`,
    padding: space.m,
    paddingLeft: 0,
    background: vars.color.surface,
    borderRight: `1px solid ${vars.color.border}`,
    boxShadow: `0 0 0 100vw ${vars.color.surface}`,
    clipPath: 'inset(0 0 0 -100vw)',
  }),
});
globalStyle('.skeleton-sidebar-link', { height: '44px', padding: '14px 12px' });
globalStyle('.skeleton-page', {
  paddingBlock: space.l,
  '@media': {
    [breakpoint.tablet]: { paddingBlock: space.xl },
    [breakpoint.desktop]: { paddingLeft: 0, paddingRight: 0, maxWidth: 'none' },
  },
});

globalStyle('.skeleton-bar', {
  height: '16px',
  maxWidth: '320px',
  marginBottom: space.s,
  borderRadius: '4px',
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});
globalStyle('.skeleton-sidebar-link .skeleton-bar', { width: '75%', margin: 0 });
globalStyle('.skeleton-bar-toggle', { width: '160px', margin: 0 });
globalStyle('.skeleton-bar-heading', {
  // The h1's size and margin (ui/theme.css.ts).
  height: 'calc(clamp(1.6rem, 1.2rem + 1.6vw, 2.3rem) * 1.25)',
  width: '60%',
  marginBottom: space.m,
});
globalStyle('.skeleton-policy', policyBox);
globalStyle('.skeleton-bar-subtitle', { height: '28px', width: '50%', margin: `${space.l} 0 ${space.m}` });
globalStyle('.skeleton-bar-title', { height: '22px', width: '45%' });
globalStyle('.skeleton-bar-label', { width: '30%', maxWidth: '140px' });
globalStyle('.skeleton-bar-field, .skeleton-bar-button', { height: '44px', maxWidth: 'none', marginBottom: space.m });
globalStyle('.skeleton-bar-button', { marginBottom: 0 });
globalStyle('.skeleton-bar-tool', { width: '120px', height: '44px', margin: 0 });

globalStyle('.skeleton-card', {
  maxWidth: '640px',
  padding: space.m,
  marginBottom: space.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
});
globalStyle('.skeleton-card-notice', { maxWidth: '760px', borderRadius: 0 });
globalStyle('.skeleton-card-session', { minHeight: '230px', display: 'flex', flexDirection: 'column', justifyContent: 'space-between' });
globalStyle('.skeleton-card-form', { maxWidth: 'none', ...onDesktop({ display: 'flex', alignItems: 'flex-end', gap: space.m }) });
globalStyle('.skeleton-field', { ...onDesktop({ flex: 1 }) });
globalStyle('.skeleton-card-form .skeleton-bar-field', { ...onDesktop({ marginBottom: 0 }) });
globalStyle('.skeleton-card-form .skeleton-bar-button', { ...onDesktop({ width: '114px', flexShrink: 0 }) });
globalStyle('.skeleton-card-result', { display: 'flex', alignItems: 'center', gap: space.m, maxWidth: 'none' });
globalStyle('.skeleton-card-result .skeleton-bar', { flex: 1, margin: 0 });
globalStyle('.skeleton-card-profile', { display: 'none', ...onDesktop({ display: 'flex', flexDirection: 'column', alignItems: 'center', minHeight: '400px' }) });
globalStyle('.skeleton-card-profile .skeleton-bar', { width: '70%' });

globalStyle('.skeleton-avatar', { width: '120px', height: '120px', borderRadius: radius.round, background: vars.color.surfaceMuted, marginBottom: space.m });
globalStyle('.skeleton-avatar-small', { width: '48px', height: '48px', margin: 0, flexShrink: 0 });

globalStyle('.skeleton-columns', { ...onDesktop({ display: 'grid', gridTemplateColumns: 'minmax(0, 640px) 320px', gap: space.l }) });
globalStyle('.skeleton-stats', { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: space.s });

globalStyle('.skeleton-toolbar', { display: 'flex', gap: space.s, marginBottom: space.m });
// As calendar/time-zone-control.css.ts: a 24 px line, then the 44 px select.
globalStyle('.skeleton-time-zone', { marginBottom: space.m });
globalStyle('.skeleton-bar-zone-label', { width: '180px', height: '18px', margin: '3px 0 7px' });
globalStyle('.skeleton-bar-zone-field', { width: '407px', height: '44px', maxWidth: '100%', margin: 0 });
// As calendar/calendar.css.ts's layout: the panel first, beside the calendar from 1280 px.
globalStyle('.skeleton-calendar', {
  display: 'grid',
  gap: space.l,
  gridTemplateAreas: '"panel" "main"',
  '@media': { 'screen and (min-width: 1280px)': { gridTemplateColumns: 'minmax(0, 1fr) 300px', gridTemplateAreas: '"main panel"', alignItems: 'start' } },
});
globalStyle('.skeleton-calendar > .skeleton-card-panel', { gridArea: 'panel', margin: 0 });
globalStyle('.skeleton-calendar > div:last-child', { gridArea: 'main', minWidth: 0 });
// A mentee's choice above the calendar: the mentor and skill, and "Change mentor or skill".
globalStyle('.skeleton-summary', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.s, marginBottom: space.m });
globalStyle('.skeleton-summary .skeleton-bar:first-child', { width: '100%', margin: 0 });
globalStyle('.skeleton-summary .skeleton-bar-action', { width: '260px' });
// The phone's day and time picker (below 768 px, as calendar/schedule-page.tsx's PHONE_QUERY).
globalStyle('.skeleton-days', { display: 'flex', gap: space.s, overflow: 'hidden', marginBottom: space.m });
globalStyle('.skeleton-bar-day', { width: '110px', height: '54px', margin: 0, flexShrink: 0 });
globalStyle('.skeleton-bar-time', { width: '104px', height: '52px' });
globalStyle('.skeleton-wide-only', { display: 'none', '@media': { 'screen and (min-width: 768px)': { display: 'block' } } });
globalStyle('.skeleton-phone-only', { '@media': { 'screen and (min-width: 768px)': { display: 'none' } } });
globalStyle('.skeleton-grid', {
  height: '520px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  background: `repeating-linear-gradient(90deg, ${vars.color.surface} 0 calc(100% / 7 - 1px), ${vars.color.border} calc(100% / 7 - 1px) calc(100% / 7))`,
});

// The schedule's buttons (the mentee's "Search for mentors", the admin's two links) and a mentee's two
// outlines, of which public/boot.js's mark on <html> picks one (skeleton-markup.ts).
globalStyle('.skeleton-actions', { display: 'flex', flexWrap: 'wrap', gap: space.s });
globalStyle('.skeleton-bar-action', { width: '180px', height: '44px', margin: 0 });
globalStyle('.skeleton-chosen', { display: 'none' });
globalStyle('[data-mentor-chosen] .skeleton-chosen', { display: 'block' });
globalStyle('[data-mentor-chosen] .skeleton-unchosen', { display: 'none' });

import { globalStyle, style } from '@vanilla-extract/css';
import { container, plainList } from '../../ui/layout.css';
import { spin } from '../../ui/spinner.css';
import { breakpoint, HEADER_HEIGHT, radius, space, vars } from '../../ui/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: space.m,
  top: '-100px',
  zIndex: 100,
  padding: `${space.s} ${space.m}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: radius.small,
  selectors: { '&:focus': { top: space.s } },
});

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const main = style({ flex: 1, outline: 'none', paddingBottom: space.xl });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  height: HEADER_HEIGHT,
  background: vars.color.header,
  color: vars.color.onHeader,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerBar = style([
  container,
  { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.m },
]);

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.s,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 800,
  fontSize: '1.15rem',
  whiteSpace: 'nowrap',
});
export const logoMark = style({ color: vars.color.primary, flexShrink: 0 });

export const menuToggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '@media': { [breakpoint.desktop]: { display: 'none' } },
});

/**
 * Below desktop width the nav is a popover, a slide-in panel. It stays displayed when closed (over the
 * popover's `display: none`) so it can slide; `visibility` keeps it out of the tab order until it opens.
 * At desktop width it is the inline nav and never opens.
 */
export const nav = style({
  position: 'fixed',
  // Over the popover's defaults: centred, bordered, sized to its content, in the system colours.
  inset: `${HEADER_HEIGHT} 0 0 auto`,
  height: 'auto',
  margin: 0,
  border: 'none',
  color: 'inherit',
  width: 'min(85vw, 320px)',
  padding: space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: space.l,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  overflowY: 'auto',
  transform: 'translateX(100%)',
  visibility: 'hidden',
  transition: 'transform 200ms ease, visibility 200ms',
  selectors: { '&:popover-open': { transform: 'none', visibility: 'visible' } },
  '::backdrop': { inset: `${HEADER_HEIGHT} 0 0 0`, background: vars.color.overlay },
  '@media': {
    [breakpoint.desktop]: {
      position: 'static',
      width: 'auto',
      padding: 0,
      flexDirection: 'row',
      alignItems: 'center',
      background: 'transparent',
      boxShadow: 'none',
      overflow: 'visible',
      transform: 'none',
      visibility: 'visible',
      transition: 'none',
    },
  },
});

// A tap outside closes the popover and would then reach the dimmed page below too (its backdrop lets
// taps through); the page should only take it when the menu is closed. public/boot.js marks <html> while
// the menu is open: a `:has(nav:popover-open)` rule restyled the shell's whole subtree on every press,
// focus and hover in the page (decision 120).
globalStyle(`html[data-menu-open] ${shell} > :not(header)`, { pointerEvents: 'none' });

export const navList = style([
  plainList,
  { gap: space.xs, '@media': { [breakpoint.desktop]: { flexDirection: 'row', alignItems: 'center' } } },
]);

// Opened before the app has taken the page over, or while it asks who is logged in, the menu has no
// links yet (they depend on the role): it says it is loading instead of looking broken.
globalStyle(`${nav}:popover-open ${navList}:empty::before`, {
  content: '""',
  display: 'block',
  width: '32px',
  height: '32px',
  margin: `${space.l} auto`,
  border: `3px solid ${vars.color.spinner}`,
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
});

export const navLink = style({
  display: 'block',
  padding: `10px 12px`,
  borderRadius: radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-status="active"]': {
      color: vars.color.primary,
      textDecoration: 'underline',
      textDecorationThickness: '3px',
      textUnderlineOffset: '6px',
    },
  },
});

export const footer = style({
  paddingTop: space.l,
  // Clear of the home indicator (viewport-fit=cover).
  paddingBottom: `calc(${space.l} + env(safe-area-inset-bottom))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
export const footerInner = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: space.m,
    alignItems: 'flex-start',
    '@media': { [breakpoint.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
  },
]);
export const footerTagline = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48ch' });
export const socialList = style({ listStyle: 'none', display: 'flex', gap: space.s, margin: 0, padding: 0 });
export const socialLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: radius.round,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:hover': { color: vars.color.primary, borderColor: vars.color.primary } },
});
export const copyright = style({ margin: `${space.m} 0 0`, fontSize: '0.9rem', color: vars.color.textMuted });

globalStyle(`${footer} nav ul`, { listStyle: 'none', display: 'flex', gap: space.m, margin: 0, padding: 0 });

export const languageSwitch = style({ display: 'flex', gap: space.xs });
export const languageButton = style({
  minHeight: '44px',
  minWidth: '44px',
  paddingInline: space.m,
  font: 'inherit',
  color: vars.color.text,
  background: 'transparent',
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: radius.round,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary, fontWeight: 600 },
    '&:hover': { borderColor: vars.color.primary },
  },
});

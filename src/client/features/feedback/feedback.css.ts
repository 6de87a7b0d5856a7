import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '../../ui/layout.css';
import { radius, space, vars } from '../../ui/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.m, maxWidth: '640px' });

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.xs });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: space.xs });

export const stars = style({ display: 'inline-flex', gap: space.xs });

export const starInput = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });

export const starLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  fontSize: '2rem',
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.controlBorder,
  borderRadius: radius.small,
  selectors: { '&[data-filled="true"]': { color: '#b7791f' } },
});

globalStyle(`${starInput}:focus-visible + ${starLabel}`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle(`:root[data-theme="dark"] ${starLabel}[data-filled="true"]`, { color: '#f6c453' });

export const sessionPicker = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
});

export const sidebar = style({
  position: 'fixed',
  right: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 40,
  display: 'flex',
  alignItems: 'flex-start',
  maxHeight: '80vh',
});

export const sidebarToggle = style({
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRight: 0,
  borderRadius: `${radius.medium} 0 0 ${radius.medium}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  // Buttons do not inherit the page's font by default.
  fontFamily: 'inherit',
  fontSize: '1.4rem',
  lineHeight: 1,
  cursor: 'pointer',
  boxShadow: vars.shadow.raised,
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingBlock: space.s,
});

export const sidebarPanel = style({
  width: 'min(320px, calc(100vw - 60px))',
  maxHeight: '80vh',
  overflowY: 'auto',
  padding: space.m,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: `0 0 0 ${radius.medium}`,
  boxShadow: vars.shadow.raised,
  display: 'flex',
  flexDirection: 'column',
  gap: space.m,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const sidebarHeading = style({ margin: 0, fontSize: '1.2rem' });

export const reviewList = plainList;

export const reviewCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.small,
  background: vars.color.page,
});

export const reviewHeader = style({ display: 'flex', alignItems: 'center', gap: space.s });
export const reviewQuote = style({ margin: 0, fontStyle: 'italic' });
export const reviewTopic = style({ margin: 0, fontSize: '0.9rem', color: vars.color.textMuted });
export const reviewStars = style({ color: '#b7791f', letterSpacing: '2px' });
globalStyle(`:root[data-theme="dark"] ${reviewStars}`, { color: '#f6c453' });
export const sidebarControls = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space.s });

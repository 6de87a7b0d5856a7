import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

/**
 * One contract, two themes. The theme is chosen by `data-theme` on <html> (set before first paint by
 * public/boot.js and on change by lib/preferences), so every component reads `vars` and never branches.
 * Colours were picked for WCAG AA: text ≥ 4.5:1 and control borders ≥ 3:1 on their backgrounds.
 */
export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    controlBorder: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    success: null,
    danger: null,
    focus: null,
    spinner: null,
    overlay: null,
    header: null,
    onHeader: null,
  },
  shadow: { card: null, raised: null },
});

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
};
export const radius = { small: '6px', medium: '10px', large: '16px', round: '999px' };
export const space = { xs: '4px', s: '8px', m: '16px', l: '24px', xl: '40px', xxl: '64px' };
export const breakpoint = { tablet: 'screen and (min-width: 768px)', desktop: 'screen and (min-width: 1024px)' };
export const HEADER_HEIGHT = '80px';

createGlobalTheme(':root', vars, {
  color: {
    page: '#f5f7fb',
    surface: '#ffffff',
    surfaceMuted: '#eaeef6',
    text: '#172033',
    textMuted: '#4a5468',
    border: '#d5dbe6',
    controlBorder: '#6b7587',
    primary: '#1d4ed8',
    primaryHover: '#1e3a9e',
    onPrimary: '#ffffff',
    success: '#136c2e',
    danger: '#b42318',
    focus: '#1d4ed8',
    spinner: '#123abc',
    overlay: 'rgba(10, 16, 30, 0.45)',
    header: '#ffffff',
    onHeader: '#172033',
  },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 2px 8px rgba(16, 24, 40, 0.06)',
    raised: '0 8px 28px rgba(16, 24, 40, 0.18)',
  },
});

createGlobalTheme(':root[data-theme="dark"]', vars, {
  color: {
    page: '#0e131b',
    surface: '#18202c',
    surfaceMuted: '#222c3b',
    text: '#e8edf5',
    textMuted: '#aeb8c8',
    border: '#334055',
    controlBorder: '#8b97aa',
    primary: '#8db4ff',
    primaryHover: '#b3ccff',
    onPrimary: '#0b1424',
    success: '#6fdc8c',
    danger: '#ff9b91',
    focus: '#8db4ff',
    spinner: '#8db4ff',
    overlay: 'rgba(0, 0, 0, 0.6)',
    header: '#141b26',
    onHeader: '#e8edf5',
  },
  shadow: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4)',
    raised: '0 8px 28px rgba(0, 0, 0, 0.55)',
  },
});

globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: font.body,
  fontSize: '16px',
  lineHeight: 1.5,
  background: vars.color.page,
  color: vars.color.text,
});
globalStyle('h1, h2, h3, h4', { lineHeight: 1.25, margin: `0 0 ${space.m}` });
globalStyle('h1', { fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.3rem)' });
globalStyle('h2', { fontSize: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.6rem)' });
globalStyle('h3', { fontSize: '1.15rem' });
globalStyle('p', { margin: `0 0 ${space.m}` });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '2px' });
globalStyle('img', { maxWidth: '100%' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('::selection', { background: vars.color.primary, color: vars.color.onPrimary });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms !important', animationDuration: '0.01ms !important' },
  },
});

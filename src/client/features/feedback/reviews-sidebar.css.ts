import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../ui/theme.css';

/**
 * Below 768 px the reviews are part of the page, after its content, instead of a panel floating over it:
 * on a phone a fixed toggle would cover the text and buttons beneath it.
 */
const phone = 'screen and (max-width: 767.98px)';

export const inFlow = style({
  '@media': {
    [phone]: {
      position: 'static',
      transform: 'none',
      flexDirection: 'column',
      alignItems: 'stretch',
      maxHeight: 'none',
      width: '100%',
      padding: space.m,
      boxSizing: 'border-box',
    },
  },
});

export const toggleInFlow = style({
  '@media': {
    [phone]: {
      width: '100%',
      flexDirection: 'row',
      justifyContent: 'center',
      borderRadius: radius.medium,
      border: `1px solid ${vars.color.border}`,
      fontSize: '1rem',
      padding: `${space.s} ${space.m}`,
    },
  },
});

/** The toggle's words: read top to bottom on the desktop's edge tab, in line on a phone's full-width button. */
export const toggleText = style({
  display: 'inline',
  writingMode: 'vertical-rl',
  marginBlockStart: space.s,
  fontSize: '0.95rem',
  fontWeight: 600,
  '@media': { [phone]: { writingMode: 'horizontal-tb', marginBlockStart: 0, marginInlineStart: space.s } },
});

export const panelInFlow = style({
  '@media': { [phone]: { width: '100%', maxHeight: 'none', borderRadius: `0 0 ${radius.medium} ${radius.medium}`, boxSizing: 'border-box' } },
});

export const about = style({ margin: 0, display: 'flex', alignItems: 'center', gap: space.s, fontSize: '0.9rem', color: vars.color.textMuted });

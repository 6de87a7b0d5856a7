import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '../../ui/layout.css';
import { radius, space, vars } from '../../ui/theme.css';
import { policyBox } from './policy-box';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.l });

/**
 * While a session list loads it already takes a screen's height: the footer below starts out of view
 * instead of jumping down when the sessions arrive (a layout shift Lighthouse counts against the page).
 */
export const listPending = style({ minHeight: '100vh' });

export const sessionCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.s,
  maxWidth: '40rem',
  padding: space.m,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  boxShadow: vars.shadow.card,
});
globalStyle(`${sessionCard} p`, { margin: 0 });

/** The preview page's column: a message, the card, the way on. */
export const previewColumn = style({ display: 'flex', flexDirection: 'column', gap: space.m });

export const cardHead = style({ display: 'flex', alignItems: 'center', gap: space.s });
export const cardHeading = style({ margin: 0, fontSize: '1.15rem' });
export const withWhom = style({ color: vars.color.textMuted });
export const when = style({ display: 'flex', flexDirection: 'column' });
export const copyStatus = style({
  fontSize: '0.9rem',
  color: vars.color.textMuted,
  flexBasis: '100%',
  selectors: { '&:empty': { display: 'none' } },
});
export const details = style({});
globalStyle(`${details} > summary`, {
  cursor: 'pointer',
  color: vars.color.primary,
  fontWeight: 600,
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
});

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
/** Compact buttons (still 44 px tall) so a card's secondary actions share rows on a phone. */
globalStyle(`${sessionCard} ${actions} > :is(a, button)`, { paddingInline: space.s });

export const policy = style(policyBox);

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
/** Below the tablet width each row becomes a card: nothing clipped, its Delete button in view. */
const phone = 'screen and (max-width: 767px)';
globalStyle(`${table} thead`, { '@media': { [phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' } } });
globalStyle(`${table} tr`, {
  '@media': {
    [phone]: {
      display: 'block',
      marginBottom: space.m,
      padding: space.s,
      border: `1px solid ${vars.color.border}`,
      borderRadius: radius.medium,
      background: vars.color.surface,
    },
  },
});
globalStyle(`${table} td`, { '@media': { [phone]: { display: 'block', borderBottom: 'none', paddingBlock: space.xs } } });
globalStyle(`${table} td[data-label]::before`, {
  '@media': { [phone]: { content: 'attr(data-label)', display: 'block', fontWeight: 700, color: vars.color.textMuted } },
});

/**
 * Join before its window: the countdown ("Starts in 3 hours") is information to read, so it keeps full
 * contrast instead of the faded look of a disabled button (doubled pseudo-class: above the button's own).
 */
export const countdown = style({
  selectors: {
    '&:disabled:disabled': {
      opacity: 1,
      background: vars.color.surfaceMuted,
      color: vars.color.text,
      borderColor: vars.color.border,
      cursor: 'default',
    },
  },
});

/** Agenda and private notes on a session card. */
export const context = style({ display: 'flex', flexDirection: 'column', gap: space.s, marginTop: space.s });
export const contextHeading = style({ margin: 0, fontSize: '1rem' });
export const agendaText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The card's disclosures (notes, details) side by side while closed; an open one takes the whole row. */
export const disclosures = style({ display: 'flex', flexWrap: 'wrap', columnGap: space.l, alignItems: 'flex-start' });
globalStyle(`${disclosures} > details[open]`, { flexBasis: '100%' });

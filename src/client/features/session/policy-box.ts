import { radius, space, vars } from '../../ui/theme.css';

/** The cancellation policy's box, drawn by the sessions page (sessions.css.ts) and by its app shell (skeleton.css.ts). */
export const policyBox = {
  padding: space.m,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  borderRadius: radius.small,
  maxWidth: '75ch',
};

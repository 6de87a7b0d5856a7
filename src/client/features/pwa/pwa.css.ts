import { style, styleVariants } from '@vanilla-extract/css';
import { toast } from '../../ui/toast.css';
import { container } from '../../ui/layout.css';
import { space, vars } from '../../ui/theme.css';

/** Bottom of the screen, away from the top-right toasts; never covers the whole width on a desktop. */
export const updateRegion = style({
  position: 'fixed',
  bottom: `calc(${space.m} + env(safe-area-inset-bottom))`,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 70,
  width: 'min(calc(100vw - 32px), 480px)',
  pointerEvents: 'none',
});

/** An info toast's look, its buttons beside the text or, when narrow, below it. */
export const updateBar = style([toast.info, { flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }]);

export const updateText = style({ margin: 0, fontWeight: 600 });

export const subsection = style({ display: 'flex', flexDirection: 'column', gap: space.s });

export const explanation = style({ margin: 0, color: vars.color.textMuted });

/** After a page's content (its own container), or inside a page that already has one. */
export const installWrap = styleVariants({
  booked: [container, { marginBottom: space.xl }],
  returning: { marginTop: space.l },
});

export const steps = style({ margin: 0, paddingLeft: space.l });

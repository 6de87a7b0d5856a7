import { style, styleVariants } from '@vanilla-extract/css';
import { space, vars } from './theme.css';

const base = style({ margin: `${space.s} 0 0`, fontWeight: 600 });

/** docs/product.md (Words the user reads): results show as green success or red error text. */
export const tone = styleVariants({
  success: [base, { color: vars.color.success }],
  error: [base, { color: vars.color.danger }],
});

export const list = style({ margin: `${space.xs} 0 0`, paddingLeft: space.l });
export const field = style({ fontWeight: 700 });
export const line = style({ margin: 0 });

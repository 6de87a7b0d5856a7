import type { ComponentProps } from 'react';
import { button, fullWidth } from './button.css';

export type ButtonVariant = keyof typeof button;

/** The class of a button, for links that must look like one (e.g. the pricing cards' Go). */
export function buttonClass(variant: ButtonVariant = 'primary', options: { block?: boolean } = {}): string {
  return options.block ? `${button[variant]} ${fullWidth}` : button[variant];
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  block?: boolean;
}

export function Button({ variant = 'primary', block = false, type = 'button', className, ...props }: ButtonProps) {
  const classes = className ? `${buttonClass(variant, { block })} ${className}` : buttonClass(variant, { block });
  return <button type={type} className={classes} {...props} />;
}

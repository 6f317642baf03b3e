import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { button, type ButtonLook } from './button-class';

/** Visual variants, exported for stories and docs. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {}

/** A button. Defaults to `type="button"` so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...rest },
  ref,
) {
  const cls = button({ variant, size });
  return <button ref={ref} type={type} className={className ? `${cls} ${className}` : cls} {...rest} />;
});

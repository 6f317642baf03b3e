import { forwardRef, type ButtonHTMLAttributes } from 'react';
import * as styles from './Button.css';

/** Visual variants, exported for stories and docs. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost'] as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. @default 'primary' */
  variant?: (typeof BUTTON_VARIANTS)[number] | undefined;
  /** Size. @default 'md' */
  size?: 'sm' | 'md' | undefined;
}

/** A button. Defaults to `type="button"` so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...rest },
  ref,
) {
  const cls = styles.button({ variant, size });
  return <button ref={ref} type={type} className={className ? `${cls} ${className}` : cls} {...rest} />;
});

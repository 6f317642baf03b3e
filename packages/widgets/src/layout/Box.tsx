import { createElement, forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { cx, type ClassValue } from './cx';

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** The element to render. @default 'div' */
  as?: ElementType | undefined;
  /** Class names: a string, or a (nested) list with `false`/`undefined` for the ones that do not apply. */
  className?: ClassValue | undefined;
  children?: ReactNode;
}

/**
 * The element every layout is built on: any element (`as`), classes as a list, and a ref, so a
 * component that measures or focuses its root (a chart, a menu) lays out with it too. Its look
 * comes from classes written in `.css.ts` with the theme's fragments (see ./index.ts for why there
 * are no per-property layout props).
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...rest }, ref) {
  return createElement(as, { ...rest, ref, className: cx(className) || undefined });
});

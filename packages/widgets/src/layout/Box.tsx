import { createElement, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from './sprinkles.css';

export interface BoxProps extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> {
  /** The element to render. @default 'div' */
  as?: ElementType | undefined;
  children?: ReactNode;
}

/** A layout element styled by atoms: every layout prop becomes a shared atom class. */
export function Box({ as = 'div', className, children, ...rest }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else props[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...props, className: classes }, children);
}

import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

/** Elements VisuallyHidden can render as. */
export const VISUALLY_HIDDEN_ELEMENTS = ['span', 'div', 'p', 'h2', 'h3', 'h4'] as const;

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. Use a block element only where a block is valid. @default 'span' */
  as?: (typeof VISUALLY_HIDDEN_ELEMENTS)[number] | undefined;
  /** The text for screen readers. */
  children?: ReactNode | undefined;
}

/** Text that screen readers read but sighted users do not see (e.g. a hidden caption or label). */
export function VisuallyHidden({ as: Tag = 'span', className, ...rest }: VisuallyHiddenProps) {
  const cls = className ? `${styles.visuallyHidden} ${className}` : styles.visuallyHidden;
  return <Tag className={cls} {...rest} />;
}

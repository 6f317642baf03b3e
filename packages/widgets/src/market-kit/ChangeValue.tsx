import type { HTMLAttributes } from 'react';
import * as styles from './market-kit.css';
import { changeDirection } from './market-format';

export interface ChangeValueProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The change as a number; its sign picks the arrow and the colour. */
  value: number;
  /** The change as text, already formatted with its sign ('+1,23%'). */
  text: string;
  /** Decimals the text shows, so a change printed as 0,00 counts as unchanged. @default 2 */
  decimals?: number | undefined;
}

/**
 * A signed change in the market colours, never by colour alone: the text carries its sign
 * ('+1,23%', '-0,46%') and a ▲ or ▼ stands before it. The arrow is decorative (the sign is read).
 */
export function ChangeValue({ value, text, decimals = 2, className, ...rest }: ChangeValueProps) {
  const direction = changeDirection(value, decimals);
  const cls = `${styles.change[direction]}${className ? ` ${className}` : ''}`;
  return (
    <span className={cls} data-direction={direction} {...rest}>
      {direction !== 'flat' && (
        <span aria-hidden="true" className={styles.arrow}>
          {direction === 'up' ? '▲' : '▼'}
        </span>
      )}
      {text}
    </span>
  );
}

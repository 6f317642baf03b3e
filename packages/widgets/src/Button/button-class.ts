import * as styles from './Button.css';

export interface ButtonLook {
  /** Visual weight. @default 'primary' */
  variant?: keyof typeof styles.variant | undefined;
  /** Size. @default 'md' */
  size?: keyof typeof styles.size | undefined;
}

/** The button's classes, for a Button and for a link that must look like one (a download link). */
export function button({ variant = 'primary', size = 'md' }: ButtonLook = {}): string {
  return `${styles.base} ${styles.variant[variant]} ${styles.size[size]}`;
}

import { forwardRef } from 'react';
import { Box, type BoxProps } from './Box';
import * as styles from './Inline.css';
import type { Space } from './space';

export interface InlineProps extends BoxProps {
  /** Space between the children, a theme step. @default 'sm' */
  space?: Space | undefined;
  /** How the children line up across the row. @default 'center' */
  align?: keyof typeof styles.align | undefined;
}

/** Children side by side on one line, wrapping onto the next when they do not fit. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = 'sm', align = 'center', className, ...rest },
  ref,
) {
  return <Box ref={ref} className={[styles.inline[space], styles.align[align], className]} {...rest} />;
});

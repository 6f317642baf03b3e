import { forwardRef } from 'react';
import { Box, type BoxProps } from './Box';
import type { Space } from './space';
import * as styles from './Stack.css';

export interface StackProps extends BoxProps {
  /** Space between the children, a theme step. @default 'md' */
  space?: Space | undefined;
}

/** Children one under the other with even space between them and no outer margin. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ space = 'md', className, ...rest }, ref) {
  return <Box ref={ref} className={[styles.stack[space], className]} {...rest} />;
});

import { Box, type BoxProps } from './Box';
import type { Space } from './sprinkles.css';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /** Space between the children, a theme step. @default 'md' */
  space?: Space | undefined;
}

/** Children one under the other with even space between them and no outer margin. */
export function Stack({ space = 'md', ...rest }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} margin={0} {...rest} />;
}

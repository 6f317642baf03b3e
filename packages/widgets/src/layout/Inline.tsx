import { Box, type BoxProps } from './Box';
import type { Space } from './sprinkles.css';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /** Space between the children, a theme step. @default 'sm' */
  space?: Space | undefined;
}

/** Children side by side, centred on one line and wrapping onto the next when they do not fit. */
export function Inline({ space = 'sm', alignItems = 'center', ...rest }: InlineProps) {
  return <Box display="flex" flexWrap="wrap" alignItems={alignItems} gap={space} margin={0} {...rest} />;
}

export { Box } from './Box';
export type { BoxProps } from './Box';
export { Stack } from './Stack';
export type { StackProps } from './Stack';
export { Inline } from './Inline';
export type { InlineProps } from './Inline';
export { sprinkles } from './sprinkles.css';
export type { Space, Sprinkles } from './sprinkles.css';

export { elementById } from './element-by-id';
export { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';
export { INERT } from './inert';

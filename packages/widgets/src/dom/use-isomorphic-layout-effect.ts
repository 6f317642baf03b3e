import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` where there is no DOM (server rendering). Layout
 * effects never run on the server anyway, and React 18 prints a warning for every one it meets
 * there; this keeps server logs clean without changing what runs in the browser.
 */
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

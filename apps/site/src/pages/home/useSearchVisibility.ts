import { useCallback, useEffect, useState } from 'react';
import { useClientStore } from '../../shell/useHydrated';

/** Below this width the blog search is hidden until toggled (docs/product.md#blog). */
export const NARROW_BREAKPOINT = 1300;

/** docs/product.md#blog: hidden when width ≤ 1300, re-evaluated on resize; the toggle flips it on narrow screens and forces it visible on wide ones. */
export function searchVisibleAfterToggle(visible: boolean, width: number): boolean {
  return width <= NARROW_BREAKPOINT ? !visible : true;
}

function subscribeResize(onResize: () => void): () => void {
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}
const windowWidth = () => window.innerWidth;
const noWidth = () => null;

/**
 * The search's visibility and its toggle. Until the visitor toggles it, the width decides, in CSS
 * (`byWidth`: the container gets a class hiding it at ≤ 1300 px), so the prerendered HTML already
 * shows what the screen will keep: deciding it after hydration moved everything below it. A
 * resize hands the choice back to the width. `visible` is the state the toggle button reports.
 */
export function useSearchVisibility(): [visible: boolean, toggle: () => void, byWidth: boolean] {
  const [mode, setMode] = useState<'byWidth' | 'shown' | 'hidden'>('byWidth');
  // The width once hydrated (null on the server and while hydrating: the HTML says "shown").
  const width = useClientStore(subscribeResize, windowWidth, noWidth);
  useEffect(() => subscribeResize(() => setMode('byWidth')), []);
  const toggle = useCallback(
    () =>
      setMode((m) => {
        const current = m === 'byWidth' ? window.innerWidth > NARROW_BREAKPOINT : m === 'shown';
        return searchVisibleAfterToggle(current, window.innerWidth) ? 'shown' : 'hidden';
      }),
    [],
  );
  const visible = mode === 'byWidth' ? width === null || width > NARROW_BREAKPOINT : mode === 'shown';
  return [visible, toggle, mode === 'byWidth'];
}

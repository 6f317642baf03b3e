import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../../shell/useHydrated';

/** Below this width the blog search is hidden until toggled (spec 000 §9). */
export const NARROW_BREAKPOINT = 1300;

/** Spec 000 §4: hidden when width ≤ 1300, re-evaluated on resize; the toggle flips it on narrow screens and forces it visible on wide ones. */
export function searchVisibleAfterToggle(visible: boolean, width: number): boolean {
  return width <= NARROW_BREAKPOINT ? !visible : true;
}

export function useSearchVisibility(): [boolean, () => void] {
  // Shown in prerendered HTML (where the width is unknown) and set from the width once mounted.
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(() => !hydrated || window.innerWidth > NARROW_BREAKPOINT);
  useEffect(() => {
    setVisible(window.innerWidth > NARROW_BREAKPOINT);
    const onResize = () => setVisible(window.innerWidth > NARROW_BREAKPOINT);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const toggle = useCallback(() => setVisible((v) => searchVisibleAfterToggle(v, window.innerWidth)), []);
  return [visible, toggle];
}

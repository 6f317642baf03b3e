import { useEffect, useState } from 'react';

/**
 * `value` as of one task later: the first render shows it at once; a new one shows after the
 * current task has ended (a zero-delay timer). A component drawing something costly (a chart's
 * paths and axes) thus re-renders in a task of its own, not inside the one that changed its input,
 * so a keystroke waiting behind a results update waits for one chart, not for all of them (issue
 * 27's keystroke latency). Preact, which the site and the embed render with, cannot interrupt a
 * render as React's concurrent features do; separate tasks are what lets input through.
 */
export function useNextTask<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const timer = setTimeout(() => setShown(() => value), 0);
    return () => clearTimeout(timer);
  }, [shown, value]);
  return shown;
}

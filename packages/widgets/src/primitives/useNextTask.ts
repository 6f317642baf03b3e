import { useEffect, useState } from 'react';

/**
 * `value`, shown `delay` ms after it last changed (a timer, so in a task of its own); with `delay`
 * null, at once (state derived in render, so no frame shows the old one). `key` tells values apart
 * (default: the value itself). The first render shows `value` at once.
 */
export function useLagged<T>(value: T, delay: number | null, key: unknown = value): T {
  const [shown, setShown] = useState({ key, value });
  const same = Object.is(shown.key, key);
  if (delay === null && !same) setShown({ key, value });
  useEffect(() => {
    if (delay === null || same) return;
    const timer = setTimeout(() => setShown({ key, value }), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `value`
  }, [delay, key, same]);
  return delay === null || same ? value : shown.value;
}

/**
 * `value` as of one task later: the first render shows it at once; a new one shows after the
 * current task has ended (a zero-delay timer). A component drawing something costly (a chart's
 * paths and axes) thus re-renders in a task of its own, not inside the one that changed its input,
 * so a keystroke waiting behind a results update waits for one chart, not for all of them (issue
 * 27's keystroke latency). Preact, which the site and the embed render with, cannot interrupt a
 * render as React's concurrent features do; separate tasks are what lets input through.
 */
export function useNextTask<T>(value: T): T {
  return useLagged(value, 0);
}

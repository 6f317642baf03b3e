import { useLagged } from '../primitives';

/**
 * How long typing must pause before the results follow the field. A keystroke then paints the field
 * alone (the results' charts and tables re-rendered on every key took 100–380 ms per key at 4× CPU
 * slowdown, issue 27's keystroke latency); at usual typing speed the results still follow each
 * word as it is typed, and at once on blur or Enter.
 */
export const TYPING_PAUSE_MS = 150;

/**
 * `value` as it was when typing last paused: while `typing` (a field is being typed in) a new value,
 * told apart by `key`, shows only once no new one has come for {@link TYPING_PAUSE_MS}; when not
 * typing (first render, blur, Enter, a button, a preset) the new value shows at once. React's
 * `useDeferredValue` would interrupt the results' render instead, but the site and the embed render
 * with Preact, whose `useDeferredValue` returns the value unchanged.
 */
export function useSettled<T>(value: T, typing: boolean, key: unknown = value): T {
  return useLagged(value, typing ? TYPING_PAUSE_MS : null, key);
}

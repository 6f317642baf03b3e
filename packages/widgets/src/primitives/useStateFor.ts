import { useCallback, useState } from 'react';

/**
 * State that belongs to a value: it starts again from `initial` whenever `key` changes (compared
 * with Object.is), in the very render where the key changes. This replaces the pattern of an effect
 * that resets state after a change, which renders once with the stale state and then again
 * (react-hooks' set-state-in-effect): here the old state is simply not this key's.
 */
export function useStateFor<K, S>(key: K, initial: S): [S, (update: S | ((previous: S) => S)) => void] {
  const [state, setState] = useState<{ key: K; value: S }>({ key, value: initial });
  const value = Object.is(state.key, key) ? state.value : initial;
  const set = useCallback(
    (update: S | ((previous: S) => S)) =>
      setState((previous) => {
        const base = Object.is(previous.key, key) ? previous.value : initial;
        return { key, value: typeof update === 'function' ? (update as (previous: S) => S)(base) : update };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `initial` is a value the caller repeats each render; the key decides
    [key],
  );
  return [value, set];
}

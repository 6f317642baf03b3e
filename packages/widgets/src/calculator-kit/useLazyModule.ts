import { useEffect, useState } from 'react';

/**
 * A module loaded with `import()` the first time `wanted` is true, and kept: null until it has arrived.
 * For code a calculator needs only after a choice (the tax rules once a wrapper is chosen), so that its
 * first load does not carry it. `failed` after a failed load; the next time `wanted` turns true it tries
 * again.
 */
export function useLazyModule<T>(wanted: boolean, load: () => Promise<T>): { module: T | null; failed: boolean } {
  const [module, setModule] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    load().then(
      (m) => live && setModule(() => m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      // Not wanted any more (or unmounted): a failure is forgotten, the next want tries afresh.
      setFailed(false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a module-level loader
  }, [wanted, module]);
  return { module, failed };
}

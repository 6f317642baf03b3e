import { useMemo, useState } from 'react';
import { readRealTerms, realTermsDefaults, viewFactor, type RealTermsState, type ValueTerms } from './real-terms';
import { readUrlState } from './useUrlState';

/**
 * The results' view (nominal or today's forints, and the inflation): from the page URL when `syncUrl` is on
 * (old links without it get the defaults), else the defaults. The calculator adds `state` and `defaults` to
 * its own query state (useUrlLink), so a shared link reproduces the view.
 */
export function useRealTerms(syncUrl: boolean) {
  const [defaults] = useState(realTermsDefaults);
  const [state, setState] = useState<RealTermsState>(() => readRealTerms(readUrlState(defaults, syncUrl), defaults));
  const factor = useMemo(() => viewFactor(state), [state]);
  return {
    state,
    defaults,
    /** Value t years ahead → the value shown. */
    factor,
    setTerms: (terms: ValueTerms) => setState((s) => ({ ...s, terms })),
    setInflation: (inflation: number) => setState((s) => ({ ...s, inflation })),
  };
}

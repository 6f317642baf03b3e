import { useMemo, useState } from 'react';
import type { InteractionAction } from './events';
import { readRealTerms, realTermsDefaults, viewFactor, type RealTermsState } from './real-terms';
import type { RealTermsSwitchProps } from './RealTermsSwitch';
import { readUrlState } from './useUrlState';

/**
 * The results' view (nominal or today's forints, and the inflation): from the page URL when `syncUrl` is on
 * (old links without it get the defaults), else the defaults. The calculator adds `state` and `defaults` to
 * its own query state (useUrlLink), so a shared link reproduces the view.
 */
export function useRealTerms(syncUrl: boolean, interact: (action: InteractionAction, field?: string) => void) {
  const [defaults] = useState(realTermsDefaults);
  const [state, setState] = useState<RealTermsState>(() => readRealTerms(readUrlState(defaults, syncUrl), defaults));
  const factor = useMemo(() => viewFactor(state), [state]);
  return {
    state,
    defaults,
    /** Value t years ahead → the value shown. */
    factor,
    /** For RealTermsSwitch: the view and its changes, reported as the calculator's interactions. */
    switchProps: {
      state,
      onTermsChange: (terms) => {
        setState((s) => ({ ...s, terms }));
        interact('change', 'terms');
      },
      onInflationChange: (inflation, commit) => {
        setState((s) => ({ ...s, inflation }));
        if (commit) interact('change', 'inflation');
      },
    } satisfies RealTermsSwitchProps,
  };
}

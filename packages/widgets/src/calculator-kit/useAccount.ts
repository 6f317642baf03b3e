import { todayInHungary } from '@penzugy/finance-core';
import { useState } from 'react';
import { accountDefaults, readAccount, type AccountState } from './account';
import type { AccountFieldProps } from './AccountField';
import type { InteractionAction } from './events';
import { readUrlState } from './useUrlState';

/**
 * The results' account (before tax, or after tax in a wrapper, with the TBSZ's opening day): from the page
 * URL when `syncUrl` is on, else the defaults. The calculator adds `state` and `defaults` to its own query
 * state (useUrlLink), so a shared link reproduces the view (as useRealTerms does for the terms).
 */
export function useAccount(syncUrl: boolean, interact: (action: InteractionAction, field?: string) => void) {
  // The start day of the money invested: today, read once per mount so a run past midnight stays whole.
  const [today] = useState(todayInHungary);
  const [defaults] = useState(() => accountDefaults(today));
  const [state, setState] = useState<AccountState>(() => readAccount(readUrlState(defaults, syncUrl), defaults));
  return {
    today,
    state,
    defaults,
    /** For AccountField: the choice and its changes, reported as the calculator's interactions. */
    fieldProps: {
      state,
      onWrapperChange: (wrapper) => {
        setState((s) => ({ ...s, wrapper }));
        interact('change', 'wrapper');
      },
      onOpenedOnChange: (openedOn) => {
        setState((s) => ({ ...s, openedOn }));
        interact('change', 'openedOn');
      },
    } satisfies Omit<AccountFieldProps, 'error'>,
  };
}

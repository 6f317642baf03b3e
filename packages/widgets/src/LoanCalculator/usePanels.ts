import { useState } from 'react';
import { readUrlState, type InteractionAction } from '../calculator-kit';
import { LOAN_PANEL_QUERY_DEFAULTS, OPEN_PANEL, type LoanPanelKey } from './query';

type PanelRecord<T> = Record<LoanPanelKey, T>;

/**
 * The calculator's on-demand panels: which are open and each one's inputs as its query value (read
 * from the page URL with `syncUrl`, where a panel's key opens it). A closed panel keeps its inputs
 * until it is opened again, but leaves the link.
 */
export function usePanels(syncUrl: boolean, interact: (action: InteractionAction, field?: string) => void) {
  const [state, setState] = useState(() => {
    const values: PanelRecord<string> = {
      ...LOAN_PANEL_QUERY_DEFAULTS,
      ...readUrlState(LOAN_PANEL_QUERY_DEFAULTS, syncUrl),
    };
    const open = {} as PanelRecord<boolean>;
    for (const key of Object.keys(values) as LoanPanelKey[]) open[key] = values[key] !== '';
    return { values, open };
  });
  const query = {} as PanelRecord<string>;
  for (const key of Object.keys(LOAN_PANEL_QUERY_DEFAULTS) as LoanPanelKey[]) {
    query[key] = state.open[key] ? state.values[key] || OPEN_PANEL : '';
  }
  const toggle = (key: LoanPanelKey) => {
    interact(state.open[key] ? 'close' : 'open', key);
    setState((s) => ({ ...s, open: { ...s.open, [key]: !s.open[key] } }));
  };
  return {
    open: state.open,
    /** The panels as query state: an open panel's value, '' for a closed one. */
    query,
    /** A LazyPanel's `open` and `onToggle` for the panel `key`. */
    bind: (key: LoanPanelKey) => ({ open: state.open[key], onToggle: () => toggle(key) }),
    /** A panel's own `value` (its query value) and `onValueChange`. */
    input: (key: LoanPanelKey) => ({
      value: state.values[key],
      onValueChange: (value: string) => setState((s) => ({ ...s, values: { ...s.values, [key]: value } })),
    }),
  };
}

import { RadioGroup } from '../fields';
import { InflationField } from './InflationField';
import { REAL_TERMS_STRINGS as T, VALUE_TERMS, type RealTermsState, type ValueTerms } from './real-terms';
import * as resultStyles from './results.css';

// Marked pure: a top-level call would keep this module in bundles that never draw it (the loan embed).
const OPTIONS = /* @__PURE__ */ VALUE_TERMS.map((value) => ({ value, label: T.options[value] }));

export interface RealTermsSwitchProps {
  state: RealTermsState;
  onTermsChange: (terms: ValueTerms) => void;
  onInflationChange: (inflation: number, commit: boolean) => void;
  /** The radios' shared name. @default generated, unique on the page */
  name?: string | undefined;
}

/**
 * 'Névérték / Mai forintban' above a calculator's results (native radios: arrow keys move between them),
 * with the expected inflation beside it in real terms. Switching only re-scales the finished result.
 */
export function RealTermsSwitch({ state, onTermsChange, onInflationChange, name }: RealTermsSwitchProps) {
  return (
    <div className={resultStyles.sideBySide}>
      <RadioGroup<ValueTerms>
        label={T.legend}
        name={name}
        options={OPTIONS}
        value={state.terms}
        onChange={onTermsChange}
      />
      {state.terms === 'real' && <InflationField value={state.inflation} onChange={onInflationChange} />}
    </div>
  );
}

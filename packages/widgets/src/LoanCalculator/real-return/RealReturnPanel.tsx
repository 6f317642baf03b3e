/**
 * The 'Infláció + x %' panel of the loan calculator (docs/product.md#home-loan, issue 28 item 5),
 * loaded on demand (apps/embed's first-load budget): the down payment's alternative return as the form's
 * nominal percent or as "infláció + x %" (real-return-state.ts). It reports the nominal rate to use, and
 * null for the form's field; bad text stays in its field with a message naming it, and the figures keep the
 * last valid rate.
 */
import { useEffect, useState } from 'react';
import { InflationField, realTermsDefaults, resultStyles, type InteractionAction } from '../../calculator-kit';
import { NumberField, RadioGroup } from '../../fields';
import {
  effectiveReturn,
  readRealReturnState,
  realReturnFor,
  writeRealReturnState,
  type RealReturnMode,
  type RealReturnState,
} from './real-return-state';
import { REAL_RETURN_PANEL_STRINGS as S } from './strings';
import { TODAYS_FORINTS_LIMITS as L } from '@penzugy/finance-core';

export interface RealReturnPanelProps {
  /** The form's alternative return as applied (null: empty or unreadable), to start x where the figures are. */
  nominal: number | null;
  /** The panel's inputs as its query value (../panel-state.ts), and where a change goes. */
  value: string;
  onValueChange: (value: string) => void;
  /** The nominal rate the calculator should use; null: the form's field. */
  onRate: (rate: number | null) => void;
  interact: (action: InteractionAction, field?: string) => void;
}

const MODE_OPTIONS = (['nominal', 'real'] as const).map((value) => ({ value, label: S.modes[value] }));

export function RealReturnPanel({ nominal, value, onValueChange, onRate, interact }: RealReturnPanelProps) {
  const [state, setState] = useState<RealReturnState>(() => {
    const inflation = realTermsDefaults().inflation;
    const start: RealReturnState = {
      mode: 'nominal',
      inflation,
      realReturn: realReturnFor(nominal ?? 0, inflation),
    };
    return readRealReturnState(value, start);
  });
  const effective = effectiveReturn(state);
  const rate = typeof effective === 'number' ? effective : null;
  const outOfRange = effective !== null && typeof effective === 'object' ? effective.outOfRange : null;

  useEffect(() => {
    // Out of range: keep the rate last reported.
    if (outOfRange === null) onRate(rate);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the callback is the calculator's state setter
  }, [rate, outOfRange]);

  const update = (next: Partial<RealReturnState>, field: string | null) => {
    const merged = { ...state, ...next };
    setState(merged);
    onValueChange(writeRealReturnState(merged));
    if (field) interact('change', field);
  };

  return (
    <>
      <RadioGroup<RealReturnMode>
        label={S.modeLegend}
        options={MODE_OPTIONS}
        value={state.mode}
        onChange={(mode) => update({ mode }, 'alternativeReturnMode')}
      />
      {state.mode === 'real' && (
        <div className={resultStyles.sideBySide}>
          <InflationField
            name="alternativeInflation"
            value={state.inflation}
            onChange={(inflation, commit) => update({ inflation }, commit ? 'inflation' : null)}
          />
          <NumberField
            name="realReturn"
            label={S.realReturnLabel}
            unit="%"
            min={L.minRealReturnPercent}
            max={L.maxRealReturnPercent}
            step={0.1}
            hint={S.realReturnHint()}
            value={state.realReturn}
            onChange={(next, info) => {
              if (next !== null) update({ realReturn: next }, info.trigger === 'commit' ? 'realReturn' : null);
            }}
          />
        </div>
      )}
      {outOfRange !== null ? (
        <p role="alert" className={resultStyles.panelAlert}>
          {S.outOfRange(outOfRange)}
        </p>
      ) : (
        <p className={resultStyles.note}>
          {rate === null ? S.nominalNote : S.effective(rate, state.inflation, state.realReturn)}
        </p>
      )}
    </>
  );
}

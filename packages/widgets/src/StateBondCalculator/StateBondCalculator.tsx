import { compareSavings, SAVINGS_OPTION_LABELS, type SavingsComparisonResult } from '@penzugy/finance-core';
import { useEffect, useMemo } from 'react';
import {
  CalculatorLayout,
  CalculatorShareButton,
  layoutFrame,
  readUrlState,
  resultStyles,
  splitBaseProps,
  StaleResults,
  useCalculation,
  useCalculatorForm,
  useErrorEvent,
  useUrlLink,
  type CalculatorBaseProps,
  type GlossaryLinkBuilder,
  type MethodologyHrefBuilder,
} from '../calculator-kit';
import {
  STATE_BOND_CALCULATOR_DEFAULTS,
  type StateBondCalculatorField,
  type StateBondCalculatorValue,
} from './constants';
import { savingsInputOf, stateBondCalcInput, type StateBondCalcInput } from './input';
import { fromStateBondQueryState, STATE_BOND_QUERY_DEFAULTS, toStateBondQueryState } from './query';
import { StateBondForm, type StateBondEtfEstimate } from './StateBondForm';
import { StateBondResults } from './StateBondResults';
import { STATE_BOND_CALCULATOR_STRINGS as S } from './strings';

export interface StateBondCalculatorProps extends CalculatorBaseProps<StateBondCalculatorValue> {
  /**
   * The ETF's expected return and volatility estimated by the host (e.g. from the market data), with
   * their source: they fill the two fields (the visitor can still type over them) and the hint says
   * where they come from. Without it the fields start at finance-core's illustrative defaults.
   */
  etfEstimate?: StateBondEtfEstimate | undefined;
  /** Builds glossary links for the bonds and wrappers (STATE_BOND_GLOSSARY_TERMS; the site passes `/dictionary/…`). */
  glossaryLink?: GlossaryLinkBuilder | undefined;
  /** Builds the link of a rule on the methodology page (the site: `/modszertan#<id>`); without it the rule notes are plain text. */
  methodologyHref?: MethodologyHrefBuilder | undefined;
}

const CALCULATOR = 'state-bonds';

// Module functions, so useCalculation sees the same compute on every render.
const compute = (input: StateBondCalcInput): SavingsComparisonResult => compareSavings(savingsInputOf(input));
const invalidMessage = (field: string) =>
  field === 'inflationPath'
    ? S.badPath(S.labels.inflationPath)
    : S.invalidField(S.labels[field as keyof typeof S.labels] ?? field);

/**
 * 'Állampapír-kalkulátor' (docs/product.md#state-bonds): one amount for whole years in the retail state
 * bonds, an ETF portfolio in a wrapper and a deposit, and what a sale on each anniversary leaves after tax,
 * in forints or in start-month forints. Runs on first load and recomputes live on every valid input; every
 * figure is finance-core's `compareSavings`.
 */
export function StateBondCalculator({
  etfEstimate,
  glossaryLink,
  methodologyHref,
  ...props
}: StateBondCalculatorProps) {
  const { input, url, frame } = splitBaseProps(props);
  const { form, setField, onNumberChange, validity, emit, interact } = useCalculatorForm<
    StateBondCalculatorValue,
    StateBondCalculatorField
  >({
    ...input,
    defaults: {
      ...STATE_BOND_CALCULATOR_DEFAULTS,
      ...(etfEstimate ? { etfExpectedReturn: etfEstimate.expectedReturn, etfVolatility: etfEstimate.volatility } : {}),
    },
    fromUrl: () => fromStateBondQueryState(readUrlState(STATE_BOND_QUERY_DEFAULTS, url.syncUrl)),
    calculator: CALCULATOR,
  });

  // ── Computation (finance-core only) ──────────────────────────────────────────────────────────
  const calcInput = stateBondCalcInput(form);
  const calc = useCalculation<StateBondCalcInput, SavingsComparisonResult>(calcInput, compute, invalidMessage);

  // ── Messages ─────────────────────────────────────────────────────────────────────────────────
  // Like NumberField, speak up on blur or Enter, not while the user is still typing.
  const quiet = validity.editing !== null;
  const problem = calc.problem;
  // finance-core names 'inflation' for either form of it: the path, when given, is the field at fault.
  const problemField =
    problem?.field === 'inflation' && form.inflationPath.trim() !== '' ? 'inflationPath' : (problem?.field ?? null);
  const refused =
    problem && problemField !== null && calcInput[problemField as keyof StateBondCalcInput] !== null ? problem : null;
  let alert: string | null = null;
  if (!quiet && problem) {
    alert = refused
      ? refused.message
      : problemField === 'inflationPath'
        ? problem.message
        : (validity.shown[problemField as StateBondCalculatorField] ?? (calc.result === null ? problem.message : null));
  }
  const fieldError = (field: StateBondCalculatorField) => {
    if (quiet || !problem) return null;
    if (field === 'inflationPath' && problemField === 'inflationPath') return problem.message;
    return refused && problemField === field ? refused.message : null;
  };

  // ── Events, URL ──────────────────────────────────────────────────────────────────────────────
  useEffect(() => {
    if (!calc.result || calc.stale) return;
    const r = calc.result;
    const best = r.options.find((o) => o.id === r.best);
    emit({
      type: 'result',
      calculator: CALCULATOR,
      summary: {
        best: r.best,
        bestSafe: r.bestSafe,
        bestNet: best ? Math.round(best.final.net) : null,
        bestReal: best ? Math.round(best.final.real) : null,
      },
    });
  }, [calc.result, calc.stale, emit]);
  useErrorEvent(CALCULATOR, alert, emit);
  const link = useUrlLink(toStateBondQueryState(form), STATE_BOND_QUERY_DEFAULTS, url);

  const formContent = (
    <StateBondForm
      form={form}
      fieldError={fieldError}
      onNumberChange={onNumberChange}
      onChoice={(field, next) => setField(field, next)}
      interact={interact}
      etfEstimate={etfEstimate}
      glossaryLink={glossaryLink}
    />
  );
  const actions = <CalculatorShareButton strings={S.share} link={link} onShare={() => interact('share')} />;
  const shown = calc.result;
  const best = shown?.options.find((o) => o.id === shown.best);

  // Kept while the computation and the view stay the same: a keystroke re-renders the form, not the
  // chart and the table (issue 27's keystroke latency). `interact` is stable and `setField` reads
  // the form's latest value, so the kept element's callbacks stay current.
  const results = useMemo(
    () =>
      calc.result && (
        <StaleResults stale={calc.stale} notice={S.stale} className={resultStyles.column}>
          <StateBondResults
            result={calc.result}
            view={form.view}
            onView={(next) => {
              setField('view', next);
              interact('change', 'view');
            }}
            onExport={() => interact('export_csv')}
            methodologyHref={methodologyHref}
            onRuleLink={(id) => interact('rule_link', id)}
          />
        </StaleResults>
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setField reads the form's latest value (a ref)
    [calc.result, calc.stale, form.view, methodologyHref, interact],
  );

  return (
    <CalculatorLayout
      {...layoutFrame(S, frame)}
      form={formContent}
      formActions={actions}
      // Live calculator: Enter only commits the field; no extra action, but the host hears about it.
      onSubmit={() => interact('submit')}
      alert={alert}
      summary={best && S.summary(SAVINGS_OPTION_LABELS[best.id].short, best.final.real)}
    >
      {results}
    </CalculatorLayout>
  );
}

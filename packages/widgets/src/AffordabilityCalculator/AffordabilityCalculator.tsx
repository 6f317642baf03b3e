import {
  affordability,
  type AffordabilityInput,
  type AffordabilityResult,
  type LoanToValueCase,
} from '@penzugy/finance-core';
import { useMemo } from 'react';
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
import { CALCULATOR, useResultEvent } from './affordability-events';
import { AffordabilityForm } from './AffordabilityForm';
import { AffordabilityHeadline, affordabilitySummary } from './AffordabilityHeadline';
import { answerParts } from './answer';
import {
  AFFORDABILITY_CALCULATOR_DEFAULTS,
  AFFORDABILITY_NUMBER_FIELDS,
  AFFORDABILITY_OPTIONAL_FIELDS,
  type AffordabilityCalculatorField,
  type AffordabilityCalculatorValue,
  type AffordabilityNumberField,
} from './constants';
import { IncomeCliffPanel } from './IncomeCliffPanel';
import { PriceTargetPanel } from './PriceTargetPanel';
import { AFFORDABILITY_QUERY_DEFAULTS, fromAffordabilityQueryState, toAffordabilityQueryState } from './query';
import type { AffordabilityLinks } from './RuleLinks';
import { AFFORDABILITY_CALCULATOR_STRINGS as S } from './strings';

export interface AffordabilityCalculatorProps extends CalculatorBaseProps<AffordabilityCalculatorValue> {
  /**
   * Builds glossary links for the debt brake's terms (it receives the entries' slugs:
   * AFFORDABILITY_GLOSSARY_TERMS; the site passes `/dictionary/…`); without it they are plain text.
   */
  glossaryLink?: GlossaryLinkBuilder | undefined;
  /**
   * Builds the link of a rule on the methodology page from the rule's id (the site passes
   * `/modszertan#<id>`, the embed the site's absolute address); without it the rule notes are plain text.
   */
  methodologyHref?: MethodologyHrefBuilder | undefined;
}

type CalcInput = Record<AffordabilityNumberField, number | undefined> & {
  loanToValueCase: LoanToValueCase;
  date: string | undefined;
};

// Module functions, so useCalculation sees the same compute on every render.
const compute = (input: CalcInput): AffordabilityResult => affordability(input as AffordabilityInput);
const invalidMessage = (field: string) => S.invalidField(S.labels[field as AffordabilityCalculatorField] ?? field);

/**
 * "Mekkora hitelt kaphatok?" (docs/product.md#affordability): the largest home loan and the dearest home
 * under the MNB debt brake in force on a day, which rule binds, what a price in mind would take (more
 * own funds or more income) and the JTM income threshold's cliff, every figure with the rules it rests
 * on. Runs on first load and recomputes live on every valid input; every figure is finance-core's
 * `affordability`.
 */
export function AffordabilityCalculator({ glossaryLink, methodologyHref, ...props }: AffordabilityCalculatorProps) {
  const { input, url, frame } = splitBaseProps(props);
  const { form, setField, onNumberChange, validity, emit, interact } = useCalculatorForm<
    AffordabilityCalculatorValue,
    AffordabilityCalculatorField
  >({
    ...input,
    defaults: AFFORDABILITY_CALCULATOR_DEFAULTS,
    fromUrl: () => fromAffordabilityQueryState(readUrlState(AFFORDABILITY_QUERY_DEFAULTS, url.syncUrl)),
    calculator: CALCULATOR,
  });

  // ── Computation (finance-core only) ──────────────────────────────────────────────────────────
  const calcInput = {
    loanToValueCase: form.loanToValueCase,
    date: form.date === '' ? undefined : form.date,
  } as { [K in keyof CalcInput]: CalcInput[K] | null };
  for (const f of AFFORDABILITY_NUMBER_FIELDS) {
    const v = form[f];
    // An empty optional field is "not given" (undefined); unreadable text stops the run (null).
    calcInput[f] =
      v === null && AFFORDABILITY_OPTIONAL_FIELDS.includes(f) && validity.invalid[f] === undefined ? undefined : v;
  }
  const calc = useCalculation<CalcInput, AffordabilityResult>(calcInput, compute, invalidMessage);

  // ── Messages ─────────────────────────────────────────────────────────────────────────────────
  // Like NumberField, speak up on blur or Enter, not while the user is still typing.
  const quiet = validity.editing !== null;
  const problem = calc.problem;
  const refused =
    problem && problem.field !== null && calcInput[problem.field as keyof CalcInput] !== null ? problem : null;
  let alert: string | null = null;
  if (!quiet && problem) {
    alert = refused
      ? refused.message
      : (validity.shown[problem.field as AffordabilityCalculatorField] ??
        (calc.result === null ? problem.message : null));
  }
  const fieldError = (field: AffordabilityCalculatorField) =>
    !quiet && refused?.field === field ? refused.message : null;

  // ── Events, URL ──────────────────────────────────────────────────────────────────────────────
  useResultEvent(calc, emit);
  useErrorEvent(CALCULATOR, alert, emit);
  const link = useUrlLink(toAffordabilityQueryState(form), AFFORDABILITY_QUERY_DEFAULTS, url);

  // ── Derived view data ────────────────────────────────────────────────────────────────────────
  const result = calc.result;
  const parts = useMemo(() => (result ? answerParts(result) : null), [result]);
  const links: AffordabilityLinks = {
    glossaryLink,
    methodologyHref,
    onRuleLink: (ruleId) => interact('rule_link', ruleId),
  };

  const formContent = (
    <AffordabilityForm
      form={form}
      fieldError={fieldError}
      onNumberChange={onNumberChange}
      onChoice={(field, next) => setField(field, next)}
      interact={interact}
      glossaryLink={glossaryLink}
    />
  );

  const actions = <CalculatorShareButton strings={S.share} link={link} onShare={() => interact('share')} />;

  // Kept while the computation stays the same: a keystroke re-renders the form, not the answer
  // (issue 27's keystroke latency); the links' callback calls `interact`, which is stable.
  const results = useMemo(
    () =>
      result &&
      parts && (
        <StaleResults stale={calc.stale} notice={S.stale} className={resultStyles.column}>
          <AffordabilityHeadline result={result} parts={parts} links={links} />
          {result.target && (
            <PriceTargetPanel result={result} target={result.target} lines={parts.target} links={links} />
          )}
          <IncomeCliffPanel result={result} sentence={parts.cliff} links={links} />
        </StaleResults>
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- links is built from these props and the stable interact
    [result, parts, calc.stale, glossaryLink, methodologyHref, interact],
  );

  return (
    <CalculatorLayout
      {...layoutFrame(S, frame)}
      form={formContent}
      formActions={actions}
      // Live calculator: Enter only commits the field; no extra action, but the host hears about it.
      onSubmit={() => interact('submit')}
      alert={alert}
      summary={result && affordabilitySummary(result)}
    >
      {results}
    </CalculatorLayout>
  );
}

import {
  formatHuf,
  RENT_OR_BUY_LABELS,
  rentOrBuy,
  rentOrBuySensitivity,
  type RentOrBuyFinancedInput,
} from '@penzugy/finance-core';
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  resultStyles,
  CalculatorLayout,
  useCalculatorForm,
  FieldGroup,
  layoutFrame,
  numberFieldRenderer,
  readUrlState,
  SectionTitle,
  useCalculation,
  useErrorEvent,
  splitBaseProps,
  useUrlLink,
  RealTermsSwitch,
  REAL_TERMS_STRINGS,
  useRealTerms,
  withTermsCaption,
  type CalculatorBaseProps,
  type MethodologyHrefBuilder,
} from '../calculator-kit';
import { Stat, StatGrid } from '../primitives';
import { Checkbox } from '../fields';
import { WealthComparisonChart } from '../charts';
import {
  formatYearsAxis,
  GlossaryLink,
  monthToYears,
  CalculatorShareButton,
  StaleResults,
  type GlossaryLinkBuilder,
} from '../calculator-kit';
import { breakEvenTime } from './break-even';
import {
  RENT_OR_BUY_BUY_FIELDS,
  RENT_OR_BUY_CALCULATOR_DEFAULTS,
  RENT_OR_BUY_FIELD_UNITS,
  RENT_OR_BUY_INVEST_FIELDS,
  RENT_OR_BUY_NUMBER_FIELDS,
  RENT_OR_BUY_OPTIONAL_FIELDS,
  RENT_OR_BUY_RENT_FIELDS,
  type RentOrBuyCalculatorField,
  type RentOrBuyCalculatorValue,
  type RentOrBuyNumberField,
} from './constants';
import { fromRentOrBuyQueryState, RENT_OR_BUY_QUERY_DEFAULTS, toRentOrBuyQueryState } from './query';
import * as styles from './RentOrBuyCalculator.css';
import { RentOrBuyDetails } from './RentOrBuyDetails';
import { rentOrBuyInTerms } from './real-terms-view';
import { rentOrBuySweepPoints } from './sensitivity-series';
import { subsidisedFinancing } from './subsidised-financing';
import { SubsidyChoice } from './SubsidyChoice';
import { RENT_OR_BUY_CALCULATOR_STRINGS as S } from './strings';

export interface RentOrBuyCalculatorProps extends CalculatorBaseProps<RentOrBuyCalculatorValue> {
  /** Builds glossary links for 'Önerő' and 'Vagyonszerzési illeték' (the site passes `/dictionary/…`); without it they are plain text. */
  glossaryLink?: GlossaryLinkBuilder | undefined;
  /** Builds the link of a rule's entry on the methodology page (the site: `/modszertan#<id>`); without it the rule notes are plain text. */
  methodologyHref?: MethodologyHrefBuilder | undefined;
}

type CalcInput = Record<RentOrBuyNumberField, number | undefined> &
  Pick<RentOrBuyFinancedInput, 'purchaseDuty' | 'financing'>;

const CALCULATOR = 'rent-or-buy';

// Module functions, so useCalculation sees the same compute on every render.
const compute = (input: CalcInput) => {
  const model: RentOrBuyFinancedInput = input;
  return { result: rentOrBuy(model), sensitivity: rentOrBuySensitivity(model) };
};
const invalidMessage = (field: string) =>
  S.invalidField(RENT_OR_BUY_LABELS[field as keyof typeof RENT_OR_BUY_LABELS] ?? field);

/**
 * Rent-or-buy calculator (docs/product.md#rent-or-buy 'Bérlés vagy vásárlás kalkulátor'): the wealth of buying with
 * a mortgage against renting and investing the difference, month by month over the term. Shows the
 * monthly payment, the break-even (only when there is one), three summary cards, the tipping-point
 * rent, the wealth chart with the break-even marker, three exact sensitivity charts and the yearly
 * table. Runs on first load and recomputes live on every valid input; every figure is finance-core's.
 */
export function RentOrBuyCalculator({ glossaryLink, methodologyHref, ...props }: RentOrBuyCalculatorProps) {
  const { input, url, frame } = splitBaseProps(props);
  const { form, setField, onNumberChange, validity, emit, interact } = useCalculatorForm<
    RentOrBuyCalculatorValue,
    RentOrBuyCalculatorField
  >({
    ...input,
    defaults: RENT_OR_BUY_CALCULATOR_DEFAULTS,
    fromUrl: () => fromRentOrBuyQueryState(readUrlState(RENT_OR_BUY_QUERY_DEFAULTS, url.syncUrl)),
    calculator: CALCULATOR,
  });

  // ── Computation (finance-core only) ──────────────────────────────────────────────────────────
  const calcInput = {} as { [K in keyof CalcInput]: CalcInput[K] | null };
  for (const f of RENT_OR_BUY_NUMBER_FIELDS) {
    const v = form[f];
    // An empty optional field takes finance-core's default (undefined); unreadable text stops the run (null).
    calcInput[f] =
      v === null && RENT_OR_BUY_OPTIONAL_FIELDS.includes(f) && validity.invalid[f] === undefined ? undefined : v;
  }
  calcInput.purchaseDuty = form.purchaseDuty;
  // A subsidised loan's rate and duty exemption on today's rules (none when its rules are not in force).
  calcInput.financing = form.subsidy === 'none' ? undefined : subsidisedFinancing(form.subsidy)?.financing;
  const calc = useCalculation<CalcInput, ReturnType<typeof compute>>(calcInput, compute, invalidMessage);

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
      : (validity.shown[problem.field as RentOrBuyCalculatorField] ?? (calc.result === null ? problem.message : null));
  }
  const fieldError = (field: RentOrBuyCalculatorField) => (!quiet && refused?.field === field ? refused.message : null);

  // ── Events, URL ──────────────────────────────────────────────────────────────────────────────
  useEffect(() => {
    if (!calc.result || calc.stale) return;
    const r = calc.result.result;
    emit({
      type: 'result',
      calculator: CALCULATOR,
      summary: {
        monthlyMortgagePayment: r.monthlyMortgagePayment,
        monthlyBuyCost: r.monthlyBuyCost,
        monthlyRentCost: r.monthlyRentCost,
        breakEvenMonth: r.breakEvenMonth,
        tippingPointRent: r.tippingPointRent,
        finalBuyNetWorth: r.finalBuyNetWorth,
        finalRentNetWorth: r.finalRentNetWorth,
        finalDifference: r.finalDifference,
      },
    });
  }, [calc.result, calc.stale, emit]);
  useErrorEvent(CALCULATOR, alert, emit);

  // The results' view (nominal or today's forints) travels in the link with the form.
  const view = useRealTerms(url.syncUrl, interact);
  const link = useUrlLink(
    { ...toRentOrBuyQueryState(form), ...view.state },
    { ...RENT_OR_BUY_QUERY_DEFAULTS, ...view.defaults },
    url,
  );

  // ── Derived view data ────────────────────────────────────────────────────────────────────────
  const result = calc.result?.result ?? null;
  const sweeps = useMemo(() => {
    if (!calc.result) return null;
    const s = calc.result.sensitivity;
    return {
      appreciation: rentOrBuySweepPoints(s.appreciation),
      investmentReturn: rentOrBuySweepPoints(s.investmentReturn),
      mortgageRate: rentOrBuySweepPoints(s.mortgageRate),
    };
  }, [calc.result]);
  // In the view's terms; the break-even marker stays (a common deflator does not move it).
  const shown = useMemo(
    () => (result && sweeps ? rentOrBuyInTerms(result, sweeps, view.factor) : null),
    [result, sweeps, view.factor],
  );
  const chart = useMemo(() => {
    if (!result || !shown) return null;
    return {
      x: result.months.map((m) => monthToYears(m.month)),
      series: [
        { label: S.chart.buy, values: shown.buyNetWorth },
        { label: S.chart.rent, values: shown.rentNetWorth },
      ],
      marker: result.breakEvenMonth > 0 ? { x: monthToYears(result.breakEvenMonth), label: S.chart.marker } : null,
    };
  }, [result, shown]);

  const field = numberFieldRenderer<RentOrBuyNumberField>({
    form,
    labels: S.labels,
    units: RENT_OR_BUY_FIELD_UNITS,
    optional: RENT_OR_BUY_OPTIONAL_FIELDS,
    onChange: onNumberChange,
    error: fieldError,
  });
  const hintOf = (f: RentOrBuyNumberField): ReactNode => {
    if (f === 'downPayment' && glossaryLink) {
      return (
        <GlossaryLink term={S.glossaryTerms.downPayment} glossaryLink={glossaryLink}>
          {S.hints.downPaymentGlossary}
        </GlossaryLink>
      );
    }
    return f in S.hints ? S.hints[f as keyof typeof S.hints] : undefined;
  };

  const formContent = (
    <>
      <FieldGroup legend={S.groups.buy}>
        {RENT_OR_BUY_BUY_FIELDS.map((f) => field(f, hintOf(f)))}
        <Checkbox
          name="purchaseDuty"
          label={S.purchaseDuty()}
          checked={form.purchaseDuty}
          onChange={(checked) => {
            setField('purchaseDuty', checked);
            interact('change', 'purchaseDuty');
          }}
          hint={
            <>
              {S.purchaseDutyHint()}{' '}
              {glossaryLink && (
                <GlossaryLink term={S.glossaryTerms.purchaseDuty} glossaryLink={glossaryLink}>
                  {S.purchaseDutyGlossary}
                </GlossaryLink>
              )}
            </>
          }
        />
        <SubsidyChoice
          value={form.subsidy}
          onChange={(next) => {
            setField('subsidy', next);
            interact('change', 'subsidy');
          }}
          glossaryLink={glossaryLink}
          methodologyHref={methodologyHref}
          onRuleFollow={(id) => interact('rule_link', id)}
        />
      </FieldGroup>
      <FieldGroup legend={S.groups.rent}>{RENT_OR_BUY_RENT_FIELDS.map((f) => field(f, hintOf(f)))}</FieldGroup>
      <FieldGroup legend={S.groups.invest}>{RENT_OR_BUY_INVEST_FIELDS.map((f) => field(f, hintOf(f)))}</FieldGroup>
    </>
  );

  const actions = <CalculatorShareButton strings={S.share} link={link} onShare={() => interact('share')} />;

  const breakEven = result ? breakEvenTime(result.breakEvenMonth) : null;
  const tippingPoint =
    result === null
      ? null
      : result.tippingPointRent !== null
        ? S.tippingPoint(result.tippingPointRent)
        : result.finalDifference >= 0
          ? S.tippingPointBuyAlways
          : S.tippingPointRentAlways;

  // Kept while the computation and the view stay the same: a keystroke re-renders the form, not the
  // charts and tables (issue 27's keystroke latency). The callbacks inside are `interact` (stable)
  // and the view's state setters, so the kept elements call current ones.
  const results = useMemo(
    () =>
      result &&
      chart &&
      shown && (
        <StaleResults stale={calc.stale} notice={S.stale} className={resultStyles.column}>
          <div className={resultStyles.section}>
            <SectionTitle>{S.mortgageHeading(result.monthlyMortgagePayment)}</SectionTitle>
            {breakEven && (
              <p className={`${resultStyles.answer} ${styles.strong}`}>
                {S.breakEven(breakEven.years, breakEven.months)}
                {result.finalDifference < 0 && ` ${S.breakEvenLost}`}
              </p>
            )}
            <StatGrid label={S.cards.label}>
              <Stat label={S.cards.buyCost} value={formatHuf(result.monthlyBuyCost)} hint={S.cards.buyCostHint} />
              <Stat label={S.cards.rentCost} value={formatHuf(result.monthlyRentCost)} hint={S.cards.rentCostHint} />
              <Stat
                label={S.cards.breakEven}
                value={breakEven ? S.duration(breakEven.years, breakEven.months) : S.cards.none}
                hint={breakEven ? S.cards.breakEvenHint : S.cards.noneHint}
              />
            </StatGrid>
            <p className={resultStyles.answer}>{tippingPoint}</p>
          </div>

          <RealTermsSwitch {...view.switchProps} />

          <div className={resultStyles.section}>
            {view.state.terms === 'real' && (
              <p className={resultStyles.note}>{REAL_TERMS_STRINGS.note(view.state.inflation)}</p>
            )}
            <WealthComparisonChart
              title={withTermsCaption(S.chart.title, view.state)}
              x={chart.x}
              series={chart.series}
              marker={chart.marker}
              xLabel={S.chart.xLabel}
              formatX={formatYearsAxis}
            />
            <p className={resultStyles.note}>{S.chart.final(shown.finalBuyNetWorth, shown.finalRentNetWorth)}</p>
          </div>

          <RentOrBuyDetails
            sweeps={shown.sweeps}
            years={shown.years}
            terms={view.state}
            onExport={() => interact('export_csv')}
          />
        </StaleResults>
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- breakEven and tippingPoint derive from result; view.switchProps from view.state
    [result, chart, shown, calc.stale, view.state, interact],
  );

  return (
    <CalculatorLayout
      {...layoutFrame(S, frame)}
      form={formContent}
      formActions={actions}
      // Live calculator: Enter only commits the field; no extra action, but the host hears about it.
      onSubmit={() => interact('submit')}
      alert={alert}
      summary={result && S.summary(breakEven)}
    >
      {results}
    </CalculatorLayout>
  );
}

/**
 * Results in today's forints ("mai forint") under one expected inflation (docs/product.md#monte-carlo,
 * #rent-or-buy, #home-loan): the view state a results switch and a share link carry, its default from the
 * dated KSH rule, and the texts. The maths is finance-core's (`todaysForintsFactor`, module
 * packages/finance-core/src/savings/todays-forints.ts): a value t years ahead ÷ (1 + π)^t.
 */
import {
  defaultExpectedInflation,
  formatDate,
  TODAYS_FORINTS_LABELS,
  TODAYS_FORINTS_LIMITS,
  todaysForintsFactor,
} from '@penzugy/finance-core';
import { NUMBER_FIELD_STRINGS } from '../fields';
import { formatRate } from './format-rate';

/** Nominal values (as the maths gives them) or today's forints. */
export const VALUE_TERMS = ['nominal', 'real'] as const;
export type ValueTerms = (typeof VALUE_TERMS)[number];

/** The view's query state: `?terms=real&inflation=3.5` (each only when not the default). */
// A type alias, not an interface: a query state needs the implicit index signature.
export type RealTermsState = {
  terms: ValueTerms;
  /** Expected inflation, percent a year. */
  inflation: number;
};

/** The input range and step of the inflation field (finance-core's range). */
export const INFLATION_FIELD = {
  min: TODAYS_FORINTS_LIMITS.minInflationPercent,
  max: TODAYS_FORINTS_LIMITS.maxInflationPercent,
  step: 0.1,
} as const;

/**
 * Nominal view, inflation at the KSH annual average in force today; 0 % should no figure be in force
 * (a day before the first one we know: the hint then says there is no default).
 */
export function realTermsDefaults(date?: string): RealTermsState {
  return { terms: 'nominal', inflation: defaultExpectedInflation(date)?.percent ?? 0 };
}

/**
 * The view a link asks for, over the defaults. An unknown `terms` or an inflation outside the field's range
 * (a hand-edited link) falls back to the default, so an old or broken link still opens.
 */
export function readRealTerms(
  query: Partial<Record<keyof RealTermsState, unknown>>,
  defaults: RealTermsState,
): RealTermsState {
  const terms = (VALUE_TERMS as readonly unknown[]).includes(query.terms)
    ? (query.terms as ValueTerms)
    : defaults.terms;
  const i = query.inflation;
  const inflation =
    typeof i === 'number' && Number.isFinite(i) && i >= INFLATION_FIELD.min && i <= INFLATION_FIELD.max
      ? i
      : defaults.inflation;
  return { terms, inflation };
}

/** The factor that turns a value `years` ahead into what the view shows: 1 in nominal terms. */
export function viewFactor(state: RealTermsState): (years: number) => number {
  if (state.terms === 'nominal') return () => 1;
  return (years) => todaysForintsFactor(years, state.inflation);
}

// The figure, whose it is (the KSH's) and since when; not the source's text, which the embed's
// rule-source stub leaves out (apps/embed/src/stubs/rule-sources.ts): the methodology page cites it.
const source = (date?: string) => {
  const d = defaultExpectedInflation(date);
  return d ? `${d.text} (közzétéve: ${formatDate(d.rule.from)}).` : REAL_TERMS_STRINGS.noDefault;
};

export const REAL_TERMS_STRINGS = {
  legend: 'Az eredmények',
  options: { nominal: 'Névérték', real: 'Mai forintban' } satisfies Record<ValueTerms, string>,
  inflationLabel: TODAYS_FORINTS_LABELS.inflation,
  noDefault: 'Alapérték: a mai napra nincs ismert KSH-átlag, 0%.',
  /** Under the inflation field: its range and where the default comes from. */
  inflationHint: (date?: string) =>
    `${NUMBER_FIELD_STRINGS.rangeHint(INFLATION_FIELD.min, INFLATION_FIELD.max, INFLATION_FIELD.step, '%')}. ${source(date)}`,
  /** Above real-terms results: what the figures are. */
  note: (inflation: number) => `Az értékek mai forintban, évi ${formatRate(inflation)} inflációval.`,
  /** Appended to the captions and headings of values in today's forints. */
  caption: (inflation: number) => `mai forintban, évi ${formatRate(inflation)} inflációval`,
} as const;

/** A caption with the view's words added in real terms: 'Percentilisek évente (mai forintban, évi 4,4% inflációval)'. */
export function withTermsCaption(text: string, state: RealTermsState): string {
  return state.terms === 'real' ? `${text} (${REAL_TERMS_STRINGS.caption(state.inflation)})` : text;
}

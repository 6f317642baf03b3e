/**
 * The time series of a forint analysis after tax in the chosen account and in real terms
 * (docs/product.md#portfolio-optimiser "Számla"): every series (growth of 100) as money invested on the
 * period's first day and sold on each later day, through finance-core's `afterTax` (calculator-kit
 * account.ts; a TBSZ opened that day), then, in real terms, through `toRealTerms` at the flat inflation of
 * the real-terms switch (forints of the first month's prices). The optimisation itself stays before tax.
 *
 * Only for an analysis in forints: the Hungarian tax is due on the gain in forints and the inflation is
 * the forint's, so a dollar series would need the exchange rate of every day, which the response does not
 * carry (docs/product.md#portfolio-optimiser says so on screen).
 */
import { isFinanceInputError, toRealTerms, type IsoDate, type RuleCitation } from '@penzugy/finance-core';
import { pathAfterTax, type AccountState, type RealTermsState } from '../calculator-kit';

const MS_PER_DAY = 86_400_000;

/** Years from `start` to each day (calendar days / 365.25, which finance-core turns back into the same days). */
export function yearsFrom(dates: readonly string[]): number[] {
  const day = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  const first = day(dates[0]!);
  return dates.map((d) => (day(d) - first) / MS_PER_DAY / 365.25);
}

/** The series as shown, with the notes and rules of what was applied; or finance-core's refusal. */
export type SeriesView =
  | { ok: true; series: Record<string, number[]>; rules: RuleCitation[]; notes: string[] }
  | { ok: false; field: string; message: string };

/**
 * Each series after tax (unless before tax) and then in real terms (unless nominal). Null when neither
 * applies. A series that finance-core refuses (a rule not known on the first day, a bad inflation)
 * makes the whole view a refusal: a chart with some lines taxed and some not would mislead.
 */
export function seriesInView(
  dates: readonly string[],
  timeSeries: Readonly<Record<string, ArrayLike<number>>>,
  account: AccountState,
  terms: RealTermsState,
): SeriesView | null {
  if ((account.wrapper === 'gross' && terms.terms === 'nominal') || dates.length === 0) return null;
  const start = dates[0]! as IsoDate;
  const times = yearsFrom(dates);
  // The account opened on the period's first day: the only day money went in.
  const opened: AccountState = { wrapper: account.wrapper, openedOn: start };
  const series: Record<string, number[]> = {};
  const rules = new Map<string, RuleCitation>();
  const notes = new Set<string>();
  for (const [key, raw] of Object.entries(timeSeries)) {
    let values = Array.from(raw);
    const taxed = pathAfterTax(values, opened, { times, invested: values[0]!, date: start });
    if (taxed && !taxed.ok) return taxed;
    if (taxed) {
      values = taxed.result.values;
      taxed.result.rules.forEach((r) => rules.set(`${r.id}@${r.from}`, r));
      taxed.result.notes.forEach((n) => notes.add(n));
    }
    if (terms.terms === 'real') {
      try {
        const real = toRealTerms(values, { times, date: start, inflation: terms.inflation });
        values = real.values;
        real.notes.forEach((n) => notes.add(n));
      } catch (e) {
        if (isFinanceInputError(e)) return { ok: false, field: e.field, message: e.message };
        throw e;
      }
    }
    series[key] = values;
  }
  return { ok: true, series, rules: [...rules.values()], notes: [...notes] };
}

/**
 * The Hungarian names, formulas and explanations of the portfolio metrics (`metrics.ts` computes them):
 * the metrics table, its formula tooltips, the reasons a metric is empty and the two annual-return
 * conventions.
 */
import { METRIC_DISPLAY_ORDER, PERCENT_METRICS, type MetricName } from './constants';

/** How a metric is shown and explained (Hungarian), for the metrics table and its formula tooltips. */
export interface MetricDefinition {
  /** The metric's key in the service response (docs/product.md#portfolio-optimiser). */
  key: MetricName;
  /** Hungarian name. */
  name: string;
  /** The formula as shown to the user (symbols in {@link METRIC_FORMULA_LEGEND}). */
  formula: string;
  /** One Hungarian sentence on what the number means. */
  description: string;
  /** Percentage-type: shown ×100 with 2 decimals and listed first (docs/product.md#portfolio-optimiser). */
  percent: boolean;
  /** Needs a benchmark series; `null` without one. */
  needsBenchmark: boolean;
}

/** What the symbols of the formulas mean (Hungarian), shown once under the metrics table. */
export const METRIC_FORMULA_LEGEND =
  'rₜ: a portfólió napi hozama; bₜ: a referenciaindex napi hozama; r_f: a napi kockázatmentes hozam ' +
  '(az éves érték / 252); T: a napi hozamok száma; Vₜ = Π(1 + rₛ) a portfólió értéke; σ: korrigált ' +
  'tapasztalati szórás; 252: kereskedési napok száma egy évben.';

/** The Hungarian texts of each metric; `key` and `percent` are added from the docs/product.md#portfolio-optimiser constants below. */
const METRIC_TEXTS: Record<MetricName, Omit<MetricDefinition, 'key' | 'percent'>> = {
  annual_return: {
    name: 'Éves hozam (CAGR)',
    formula: '(Π(1 + rₜ))^(252/T) − 1',
    description:
      'A napi újrasúlyozott portfólió évesített, kamatos kamattal számolt átlagos hozama a vizsgált időszakban.',
    needsBenchmark: false,
  },
  annual_volatility: {
    name: 'Éves volatilitás',
    formula: 'σ(rₜ) · √252',
    description: 'A napi hozamok évesített szórása: mennyire ingadozik a portfólió értéke.',
    needsBenchmark: false,
  },
  cumulative_return: {
    name: 'Kumulált hozam',
    formula: 'V_T − 1 = Π(1 + rₜ) − 1',
    description: 'A teljes időszak alatt elért hozam.',
    needsBenchmark: false,
  },
  max_drawdown: {
    name: 'Maximális visszaesés',
    formula: 'minₜ (Vₜ − maxₛ≤ₜ Vₛ) / maxₛ≤ₜ Vₛ',
    description: 'A legnagyobb százalékos esés egy korábbi csúcsról a mélypontig (nulla vagy negatív).',
    needsBenchmark: false,
  },
  sharpe_ratio: {
    name: 'Sharpe-mutató',
    formula: 'átlag(rₜ − r_f) / σ(rₜ − r_f) · √252',
    description: 'Egységnyi teljes kockázatra jutó évesített többlethozam a kockázatmentes hozam felett.',
    needsBenchmark: false,
  },
  sortino_ratio: {
    name: 'Sortino-mutató',
    formula: '252 · átlag(rₜ − r_f) / (√(átlag(min(rₜ − r_f; 0)²)) · √252)',
    description: 'Mint a Sharpe-mutató, de csak a kockázatmentes hozam alatti ingadozást tekinti kockázatnak.',
    needsBenchmark: false,
  },
  information_ratio: {
    name: 'Információs ráta',
    formula: 'átlag(rₜ − bₜ) / σ(rₜ − bₜ) · √252',
    description: 'A referenciaindex feletti évesített többlethozam osztva a követési hibával.',
    needsBenchmark: true,
  },
  treynor_ratio: {
    name: 'Treynor-mutató',
    formula: '252 · átlag(rₜ − r_f) / β',
    description: 'Egységnyi piaci (béta-) kockázatra jutó évesített többlethozam.',
    needsBenchmark: true,
  },
  beta: {
    name: 'Béta',
    formula: 'cov(rₜ − r_f; bₜ − r_f) / var(bₜ − r_f)',
    description: 'A portfólió érzékenysége a referenciaindex mozgására (1 = együtt mozog az indexszel).',
    needsBenchmark: true,
  },
  alpha: {
    name: 'Alfa (Jensen-féle, évesített)',
    formula: '(1 + átlag((rₜ − r_f) − β · (bₜ − r_f)))^252 − 1',
    description: 'A béta alapján várt hozamon felül elért évesített többlethozam.',
    needsBenchmark: true,
  },
};

/** Definitions of every metric, keyed by name, in display order: the percentage metrics first (docs/product.md#portfolio-optimiser). */
export const metricDefinitions: Readonly<Record<MetricName, MetricDefinition>> = /* @__PURE__ */ Object.freeze(
  Object.fromEntries(
    METRIC_DISPLAY_ORDER.map((key) => [
      key,
      { key, percent: (PERCENT_METRICS as readonly MetricName[]).includes(key), ...METRIC_TEXTS[key] },
    ]),
  ) as Record<MetricName, MetricDefinition>,
);

/** The Hungarian reasons a metric can be `null`, for a tooltip beside the dash. */
export const METRIC_NULL_REASONS = /* @__PURE__ */ Object.freeze({
  noBenchmark: 'Nincs referenciaindex megadva, ezért ez a mutató nem számolható.',
  constantPortfolio:
    'A portfólió napi hozama gyakorlatilag állandó (szórása az adatok nagyságrendjéhez képest elenyésző), ezért a kockázattal osztott mutató nem értelmezhető.',
  noDownside:
    'A hozam gyakorlatilag egyetlen napon sem maradt a kockázatmentes hozam alatt, így a lefelé mutató kockázat nulla, és a mutató nem értelmezhető.',
  constantBenchmark: 'A referenciaindex napi hozama gyakorlatilag állandó, ezért a béta nem becsülhető.',
  zeroBeta:
    'A béta gyakorlatilag nulla (a portfólió nem mozog együtt a referenciaindexszel), ezért a Treynor-mutató nem értelmezhető.',
  tracksBenchmark:
    'A portfólió és a referenciaindex hozamának különbsége gyakorlatilag állandó, ezért az információs ráta nem értelmezhető.',
  outOfRange: 'Az érték túl szélsőséges, meghaladja a számábrázolás határát, ezért nem jeleníthető meg.',
});

/** The two annual-return conventions, labelled with their formula for a tooltip (Hungarian). */
export const ANNUAL_RETURN_CONVENTIONS = /* @__PURE__ */ Object.freeze({
  compounded: {
    name: 'Éves hozam, kamatos kamattal (CAGR)',
    formula: '(Π(1 + rₜ))^(252/T) − 1',
    description: 'Ennyit hozott volna évente a napi újrasúlyozott portfólió: ez szerepel az „Éves hozam” sorban.',
  },
  arithmetic: {
    name: 'Éves számtani átlaghozam',
    formula: '252 · átlag(rₜ)',
    description:
      'A napi hozamok átlaga 252-szeresen: ezt optimalizálja a program, és ebből számol a Sharpe- és a Treynor-mutató, ezért (ez − r_f) / volatilitás = Sharpe.',
  },
});

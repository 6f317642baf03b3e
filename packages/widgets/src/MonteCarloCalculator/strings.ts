/**
 * Every user-facing string of the Monte Carlo calculator, together so they can be reviewed at a
 * glance. The spec's ASCII title 'Monte Carlo Szimulacios Kalkulator' (docs/product.md#monte-carlo) was a
 * transliteration defect; this is the Hungarian. Model names, descriptions, formulas and parameter
 * labels come from finance-core (`modelDescriptions`, `parameterDescriptions`), so the form and the
 * engine's validation messages use the same words.
 */
import { CALCULATOR_KIT_STRINGS as KIT } from '../calculator-kit';
export const MONTE_CARLO_STRINGS = {
  title: 'Monte Carlo szimulációs kalkulátor',
  description:
    'Véletlen árfolyampályák szimulációja öt sztochasztikus modellel: a szimulált értékek eloszlása, átlaga és percentilisei.',
  modelLegend: 'Modell',
  modelParametersLegend: 'A modell paraméterei',
  simulationLegend: 'A szimuláció beállításai',
  run: 'Szimuláció indítása',
  running: 'Szimuláció feldolgozása...',
  /** Accessible name of the progress bar. */
  progressLabel: 'A szimuláció előrehaladása',
  /** Visible progress next to the bar: '42% kész'. */
  progressText: (percent: string) => `${percent} kész`,
  cancel: 'Megszakítás',
  cancelled: 'A szimuláció megszakítva. Az eredmény frissítéséhez indítsa el újra.',
  /** Shown when the form no longer matches the result on screen. */
  outdated: 'A paraméterek megváltoztak. Az eredmény frissítéséhez indítsa el a szimulációt.',
  /** Above the first invalid field's own message when the run is refused. */
  invalidInput: (message: string) => `A szimuláció nem indítható. ${message}`,
  /** Anything other than bad input (should not happen; shown rather than swallowed). */
  failed: (detail: string) => `A szimuláció nem sikerült: ${detail}`,
  modelCardTitle: 'A modell',
  formulaLabel: 'Képlet:',
  statsLabel: 'A szimuláció főbb eredményei',
  stats: {
    initialValue: 'Kezdőérték',
    paths: 'Szimulációk száma',
    years: 'Időtáv (év)',
    finalMean: 'Átlagos végérték',
    probabilityAbove: 'Esély a kezdőérték feletti végértékre',
    probabilityAboveHint: 'A szimulált pályák ekkora része zárt a kezdőérték felett az időtáv végén.',
    /** The same after tax or in today's forints: a path must beat the initial value after tax and inflation. */
    probabilityAboveRealHint: (terms: string) =>
      `A szimulált pályák ekkora része zárt a kezdőérték felett az időtáv végén, ${terms}.`,
  },
  chartTitle: 'A szimulált értékek eloszlása',
  chartYLabel: 'Érték',
  table: {
    caption: 'Percentilisek évente',
    year: 'Év',
    p05: 'P5',
    p25: 'P25',
    p50: 'Medián (P50)',
    p75: 'P75',
    p95: 'P95',
    mean: 'Átlag',
  },
  /** Accessible name of the list of the wrapper's notes (finance-core's afterTax) under results after tax. */
  taxNotesLabel: 'Az adózás feltételezései',
  /** First of those notes: the tax needs forints, the simulation's values have no unit. */
  taxValuesAsForints:
    'Az adót úgy számoljuk, mintha a kezdőértéket ma forintban fektetnénk be, és a pálya adott pontján adnánk el.',
  /** Accessible name of the list of finance-core's warnings about the simulated input. */
  warningsLabel: 'Figyelmeztetések a modellhez',
  share: { ...KIT.share, copied: 'A szimuláció linkjét a vágólapra másoltuk.' },
} as const;

/**
 * Every Hungarian string of the Monte Carlo module, kept together so they can be reviewed at a glance:
 * parameter labels, model names, descriptions and formulas, path labels and messages.
 * Formulas are plain Unicode text (no TeX), so a widget can print them as they are.
 */
import type { MonteCarloModel, MonteCarloParameterKey } from './types';

/** On-screen text of one input. */
export interface ParameterText {
  /** Hungarian label, also the start of every validation message about the field. */
  label: string;
  /** Symbol in the model formulas ('' when it has none). */
  symbol: string;
  /** Unit after the value ('' when dimensionless or in the unit of the initial value). */
  unit: string;
}

/** Label of the model picker. */
export const MODEL_LABEL = 'Modell';

/** Label, symbol and unit of every numeric input. */
export const PARAMETER_TEXTS: Readonly<Record<MonteCarloParameterKey, ParameterText>> = {
  initialValue: { label: 'Kezdőérték', symbol: 'S₀', unit: '' },
  drift: { label: 'Várható éves hozam (drift)', symbol: 'μ', unit: '%' },
  volatility: { label: 'Éves volatilitás', symbol: 'σ', unit: '%' },
  years: { label: 'Időtáv', symbol: 'T', unit: 'év' },
  stepsPerYear: { label: 'Lépések száma évente', symbol: '', unit: 'db' },
  paths: { label: 'Szimulált útvonalak száma', symbol: '', unit: 'db' },
  samplePaths: { label: 'Megjelenített mintaútvonalak száma', symbol: '', unit: 'db' },
  seed: { label: 'A véletlenszám-generátor magja', symbol: '', unit: '' },
  reversionSpeed: { label: 'Visszahúzás sebessége', symbol: 'κ', unit: '1/év' },
  reversionLevel: { label: 'Hosszú távú átlagszint', symbol: 'θ', unit: '' },
  jumpIntensity: { label: 'Ugrások gyakorisága', symbol: 'λ', unit: 'db/év' },
  jumpMean: { label: 'Átlagos ugrásméret (logaritmikus hozam)', symbol: 'μ_J', unit: '' },
  jumpStdDev: { label: 'Az ugrásméret szórása (logaritmikus hozam)', symbol: 'δ', unit: '' },
  varianceMean: { label: 'Hosszú távú variancia', symbol: 'θ', unit: '' },
  varianceReversionSpeed: { label: 'A variancia visszahúzási sebessége', symbol: 'κ', unit: '1/év' },
  varianceVolatility: { label: 'A variancia volatilitása', symbol: 'ξ', unit: '' },
  initialVariance: { label: 'Kezdeti variancia', symbol: 'v₀', unit: '' },
  correlation: { label: 'Az ár és a variancia korrelációja', symbol: 'ρ', unit: '' },
};

/** A model as the description panel shows it. */
export interface ModelText {
  /** Hungarian name with the usual English/eponymous name in brackets. */
  name: string;
  /** One or two sentences on what the model assumes. */
  description: string;
  /** The SDE as plain Unicode text. */
  formula: string;
}

/** Name, description and formula of every model. */
export const MODEL_TEXTS: Readonly<Record<MonteCarloModel, ModelText>> = {
  gbm: {
    name: 'Geometriai Brown-mozgás (GBM)',
    description:
      'A legelterjedtebb árfolyammodell: a százalékos változások átlaga és szórása állandó, ezért az érték ' +
      'lognormális eloszlású, és sosem lesz negatív. Ez a Black–Scholes-modell alapfeltevése.',
    formula: 'dS = μS dt + σS dW',
  },
  meanReversion: {
    name: 'Átlaghoz visszahúzó folyamat (Ornstein–Uhlenbeck)',
    description:
      'Az érték véletlenszerűen ingadozik, de egy hosszú távú átlagszint felé húzódik vissza, annál ' +
      'erősebben, minél messzebb van tőle (kamatlábak, devizaárfolyamok, nyersanyagárak). A zaj nagysága ' +
      'a kezdőértékhez kötött (σ·S₀), nem a mindenkori értékhez, ezért az érték negatív is lehet, és a ' +
      'legnagyobb visszaesés meghaladhatja a 100%-ot.',
    formula: 'dX = κ(θ − X) dt + σS₀ dW',
  },
  randomWalk: {
    name: 'Véletlen bolyongás (aritmetikai Brown-mozgás)',
    description:
      'Az érték a kezdőértékhez mért, állandó szórású véletlen lépésekben változik (Bachelier-modell), a ' +
      'mindenkori értéktől függetlenül. Ezért a geometriai modellel ellentétben az érték negatív is lehet, ' +
      'és a legnagyobb visszaesés meghaladhatja a 100%-ot.',
    formula: 'dS = μS₀ dt + σS₀ dW',
  },
  jumpDiffusion: {
    name: 'Ugró diffúzió (Merton)',
    description:
      'A geometriai Brown-mozgást véletlen időpontokban bekövetkező ugrások egészítik ki, amelyek hirtelen, ' +
      'nagy árfolyammozgásokat írnak le. A drift kiegyenlíti az ugrások várható hatását, így a várható érték ' +
      'ugyanakkora, mint ugrások nélkül.',
    formula: 'dS/S = (μ − λk) dt + σ dW + (Y − 1) dN,  ln Y ~ N(μ_J, δ²),  k = e^(μ_J + δ²/2) − 1',
  },
  stochasticVolatility: {
    name: 'Sztochasztikus volatilitás (Heston)',
    description:
      'A volatilitás maga is véletlenszerűen változik: a variancia egy hosszú távú szint felé húzódik vissza, ' +
      'így nyugodt és viharos piaci időszakok váltakoznak.',
    formula: 'dS = μS dt + √v S dW₁,  dv = κ(θ − v) dt + ξ√v dW₂,  dW₁ dW₂ = ρ dt',
  },
};

/** Legend label of the `index`-th (0-based) sample path: `1. útvonal`, `2. útvonal`, … */
export function samplePathLabel(index: number): string {
  return `${index + 1}. útvonal`;
}

/** Message when `model` is not one of the five models. */
export function unknownModelMessage(value: unknown, models: readonly string[]): string {
  return `${MODEL_LABEL}: ismeretlen modell („${String(value)}”). Választható: ${models.join(', ')}.`;
}

/** Message when more sample paths are asked for than paths are simulated. */
export function tooManySamplePathsMessage(paths: number): string {
  return `${PARAMETER_TEXTS.samplePaths.label}: nem lehet több, mint a szimulált útvonalak száma (${paths}).`;
}

/** Message of `SimulationCancelledError`. */
export const CANCELLED_MESSAGE = 'A szimulációt megszakították.';

/**
 * Warning of `modelWarnings` for a Heston run whose variance can reach zero on a coarse grid (see
 * HESTON_FELLER_MIN_STEPS_PER_YEAR for the measurement behind it).
 */
export function hestonCoarseGridWarning(stepsPerYear: number, minimum: number): string {
  return (
    `${PARAMETER_TEXTS.stepsPerYear.label}: ezekkel a paraméterekkel a variancia elérheti a nullát (2κθ < ξ²), ` +
    `és évi ${stepsPerYear} lépésnél a közelítő (Euler-) séma láthatóan torzítja az eredményt. ` +
    `Válasszon legalább évi ${minimum} lépést.`
  );
}

/** Message of `SimulationWorkerError`. */
export const WORKER_FAILED_MESSAGE = 'A párhuzamos szimuláció egyik szála nem indult el vagy hibával leállt.';

/** Label of `simulateParallel`'s `workers` option. */
export const WORKERS_LABEL = 'Párhuzamos szálak száma';

/** Label of `probabilityAbove`'s target argument. */
export const TARGET_VALUE_LABEL = 'Célérték';
/** Label of `probabilityDrawdownWorse`'s fraction argument. */
export const DRAWDOWN_FRACTION_LABEL = 'Visszaesés mértéke';

/** Label of the options argument of `simulate`, `simulateAsync` and `simulateParallel`. */
export const OPTIONS_LABEL = 'Futtatási beállítások';
/** Label of a run's `advance` argument. */
export const MAX_STEPS_LABEL = 'Lépések száma (advance)';
/** Label of a finished run's result given to `probabilityAbove` / `probabilityDrawdownWorse`. */
export const RESULT_LABEL = 'Szimulációs eredmény';
/** Label of the run handle of `createSimulation`. */
export const RUN_LABEL = 'Szimuláció';

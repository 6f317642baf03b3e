/**
 * Runners and inputs for the stories. The real worker runs in most stories (Chromium has Workers);
 * the Running story needs a run that stays visibly in progress, so it uses a paced runner: the same
 * finance-core run, advanced in small chunks with a pause after each.
 */
import {
  afterTax,
  createSimulation,
  simulate,
  SimulationCancelledError,
  type MonteCarloInput,
} from '@penzugy/finance-core';
import type { SimulationRunner } from './runner';

/** Small enough that every model finishes in a few milliseconds in the worker. */
export const STORY_INPUT = { paths: 200, stepsPerYear: 52 } as const satisfies MonteCarloInput;

/** The largest run the form allows (10 000 paths × 30 years × 365 steps): long enough to cancel. */
export const HEAVY_INPUT = { paths: 10_000, years: 30, stepsPerYear: 365 } as const satisfies MonteCarloInput;

/** A runner that takes `chunks × delayMs` for any input, reporting progress after each chunk. */
export function createPacedRunner({
  chunks = 100,
  delayMs = 200,
}: { chunks?: number; delayMs?: number } = {}): SimulationRunner {
  return async (input, { onProgress, signal }) => {
    const run = createSimulation(input);
    const chunk = Math.ceil(run.totalSteps / chunks);
    while (!run.done) {
      await new Promise<void>((resolve, reject) => {
        if (signal?.aborted) reject(new SimulationCancelledError());
        const timer = setTimeout(resolve, delayMs);
        signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            reject(new SimulationCancelledError());
          },
          { once: true },
        );
      });
      onProgress?.(run.advance(chunk));
    }
    return run.result();
  };
}

/**
 * The simulated median at the horizon after tax in a wrapper opened today, as finance-core's afterTax gives
 * it independently of the widget: what the stories and the component tests expect in the table's last row.
 */
export function medianAtHorizonAfterTax(
  input: MonteCarloInput,
  wrapper: 'none' | 'tbsz' | 'nyesz',
  today: string,
): number {
  const expected = simulate(input);
  return afterTax(expected.percentiles.p50, {
    wrapper,
    times: expected.times,
    invested: expected.input.initialValue,
    date: today,
    ...(wrapper === 'tbsz' ? { openedOn: today } : {}),
  }).values.at(-1)!;
}

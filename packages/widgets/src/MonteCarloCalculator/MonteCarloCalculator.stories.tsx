import {
  defaultExpectedInflation,
  formatNumber,
  formatPercent,
  MONTE_CARLO_DEFAULTS,
  modelDescriptions,
  parameterDescriptions,
  simulate,
  simulateParallel,
  todayInHungary,
  toTodaysForints,
  type MonteCarloInput,
  type MonteCarloModel,
  type MonteCarloParameterKey,
} from '@penzugy/finance-core';
import { interactionEvent, UNTIL_READY } from '../test-support';
import { calculatorStoryArgs, summaryBarPlay } from '../calculator-kit/test-support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MonteCarloCalculator } from './MonteCarloCalculator';
import { createParallelRunner, createWorkerRunner } from './runner';
import { createPacedRunner, HEAVY_INPUT, medianAtHorizonAfterTax, STORY_INPUT } from './story-data';

const meta = {
  title: 'Kalkulátorok/Monte Carlo szimulációs kalkulátor',
  component: MonteCarloCalculator,
  args: calculatorStoryArgs(),
  argTypes: { runner: { control: false }, value: { control: false } },
} satisfies Meta<typeof MonteCarloCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field's on-screen label, as finance-core names it. */
const label = (key: MonteCarloParameterKey) => parameterDescriptions[key].label;

/** The value of a stat card, read through its label. */
function stat(canvasElement: HTMLElement, label: string): string {
  return within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

async function waitForResult(canvasElement: HTMLElement) {
  await within(canvasElement).findByText('Átlagos végérték', { selector: 'dt' }, UNTIL_READY);
}

/** The stat cards show exactly what finance-core computes in this thread for the same input and seed. */
async function expectResultOf(canvasElement: HTMLElement, input: MonteCarloInput) {
  await waitForResult(canvasElement);
  const expected = simulate(input);
  await expect(stat(canvasElement, 'Átlagos végérték')).toBe(formatNumber(expected.finalMean, 2));
  await expect(stat(canvasElement, 'Szimulációk száma')).toBe(formatNumber(expected.input.paths));
  await expect(stat(canvasElement, 'Esély a kezdőérték feletti végértékre')).toBe(
    formatPercent(expected.probabilityAboveInitial, 1),
  );
}

/** On a phone: the mean final value of the first run in a bar under the screen's edge while the form is in view. */
export const PhoneSummary: Story = { play: summaryBarPlay(/^Átlagos végérték: [\d\u00a0]+,\d\d$/) };

/** The spec's defaults (docs/product.md#monte-carlo), simulated in the Web Worker on first load. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Monte Carlo szimulációs kalkulátor' })).toBeVisible();
    await expectResultOf(canvasElement, MONTE_CARLO_DEFAULTS);
    await expect(canvas.getByRole('img', { name: 'A szimulált értékek eloszlása' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Percentilisek évente' })).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'result', calculator: 'monte-carlo' }),
    );
    // The single-worker runner really uses its worker here (a fallback would fail this run).
    const runner = createWorkerRunner({
      fallback: () => Promise.reject(new Error('The simulation worker did not load.')),
    });
    const viaWorker = await runner.run(STORY_INPUT, {});
    runner.dispose();
    await expect(viaWorker.finalMean).toBe(simulate(STORY_INPUT).finalMean);
    // So does the default, parallel runner, with every statistic identical to simulate's.
    const parallel = createParallelRunner({
      fallback: () => Promise.reject(new Error('The parallel workers did not load.')),
    });
    const viaWorkers = await parallel.run({ ...STORY_INPUT, paths: 700 }, {});
    await expect(viaWorkers).toStrictEqual(simulate({ ...STORY_INPUT, paths: 700 }));
  },
};

/**
 * A run of 12,6 million path-steps (about half a second of maths) on the workers: the page keeps
 * rendering while it computes — the progress bar shows many distinct values before the result, which
 * a main thread busy with the maths could not paint. Then the same run through `simulateParallel`
 * alone, on four workers (the main thread assembles their values and computes the percentiles):
 * progress arrives step by step and the result is exactly `simulate`'s. How long each main-thread
 * task takes is not asserted: on a loaded two-core machine the workers take the cores and stretch
 * any task, so such a check failed without any change to the code.
 */
export const MainThreadStaysFree: Story = {
  args: { defaultValue: { paths: 5000, years: 10, stepsPerYear: 252, samplePaths: 0 }, runOnMount: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Szimuláció indítása' }));
    const bar = canvas.getByRole('progressbar', { name: 'A szimuláció előrehaladása' });
    // Every value the page painted, sampled once a frame until the result replaces the bar.
    const painted = new Set<string>();
    await new Promise<void>((resolve) => {
      const sample = () => {
        if (!bar.isConnected) return resolve();
        painted.add(bar.getAttribute('value') ?? '');
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await waitForResult(canvasElement);
    await expect(painted.size).toBeGreaterThanOrEqual(3);

    const input = { paths: 5000, years: 10, stepsPerYear: 252, samplePaths: 3 };
    const progress: number[] = [];
    const result = await simulateParallel(input, { workers: 4, onProgress: (f) => progress.push(f) });
    await expect(new Set(progress).size).toBeGreaterThanOrEqual(3);
    await expect(progress.every((f, i) => i === 0 || f >= progress[i - 1]!)).toBe(true);
    await expect(progress.at(-1)).toBe(1);
    await expect(result).toStrictEqual(simulate(input));
  },
};

/** Light theme. */
export const Light: Story = {
  globals: { theme: 'light' },
  args: { defaultValue: STORY_INPUT },
  play: async ({ canvasElement }) => {
    await expectResultOf(canvasElement, STORY_INPUT);
  },
};

/** Keyboard only: arrow keys pick the model, its fields appear, Enter on the run button simulates it. */
export const KeyboardModelSwitch: Story = {
  args: { defaultValue: STORY_INPUT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForResult(canvasElement);
    canvas.getByRole('radio', { name: modelDescriptions.gbm.name }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: modelDescriptions.meanReversion.name })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: label('reversionLevel') })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: label('drift') })).not.toBeInTheDocument();
    await expect(canvas.getByText(/A paraméterek megváltoztak/)).toBeVisible();
    canvas.getByRole('button', { name: 'Szimuláció indítása' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 3, name: modelDescriptions.meanReversion.name })).toBeVisible(),
      UNTIL_READY,
    );
    await waitFor(() => expect(canvas.queryByText(/A paraméterek megváltoztak/)).not.toBeInTheDocument(), UNTIL_READY);
    await expectResultOf(canvasElement, { ...STORY_INPUT, model: 'meanReversion' });
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ model: 'meanReversion' }));
  },
};

/** One story per model: its fields, description and formula, and a worker run matching finance-core. */
function modelStory(model: MonteCarloModel, field: string): Story {
  return {
    args: { defaultValue: { ...STORY_INPUT, model } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('radio', { name: modelDescriptions[model].name })).toBeChecked();
      await expect(canvas.getByRole('textbox', { name: field })).toBeVisible();
      // Formulas separate their parts with two spaces (kept on screen by pre-wrap): match them verbatim.
      await expect(canvas.getByText(modelDescriptions[model].formula, { normalizer: (s) => s })).toBeVisible();
      await expectResultOf(canvasElement, { ...STORY_INPUT, model });
    },
  };
}

export const GeometricBrownianMotion = modelStory('gbm', label('volatility'));
export const MeanReversion = modelStory('meanReversion', label('reversionSpeed'));
export const RandomWalk = modelStory('randomWalk', label('drift'));
export const JumpDiffusion = modelStory('jumpDiffusion', label('jumpIntensity'));
export const StochasticVolatility = modelStory('stochasticVolatility', label('varianceVolatility'));

/** A run in progress: spinner, progress bar with percent, cancel button (paced runner, ~20 s). */
export const Running: Story = {
  args: { runner: createPacedRunner({ chunks: 100, delayMs: 200 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Szimuláció feldolgozása...')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'A szimuláció előrehaladása' });
    await waitFor(() => expect(Number(bar.getAttribute('value'))).toBeGreaterThan(0), UNTIL_READY);
    await expect(canvas.getByText(/^\d+% kész$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Megszakítás' })).toBeEnabled();
  },
};

/** The largest run the form allows, cancelled in the worker: no result, a message, the form ready again. */
export const Cancelled: Story = {
  args: { defaultValue: HEAVY_INPUT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Megszakítás' }));
    await expect(canvas.getByText(/A szimuláció megszakítva\./)).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Átlagos végérték', { selector: 'dt' })).not.toBeInTheDocument();
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('monte-carlo', 'cancel'));
    await expect(canvas.getByRole('button', { name: 'Szimuláció indítása' })).toBeEnabled();
  },
};

/** A bad value (5 paths, below the docs/product.md#monte-carlo minimum of 10): a message naming the field, no run until fixed. */
export const InvalidInput: Story = {
  args: { defaultValue: { ...STORY_INPUT, paths: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${label('paths')}: nem lehet kisebb, mint 10.`);
    const paths = canvas.getByRole('textbox', { name: label('paths') });
    await expect(paths).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvasElement.textContent).not.toMatch(/NaN/);
    await userEvent.clear(paths);
    await userEvent.type(paths, '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Szimuláció indítása' }));
    await expectResultOf(canvasElement, { ...STORY_INPUT, paths: 50 });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * In today's forints (issue 28 item 5): the switch by keyboard, the KSH default inflation, every caption
 * saying so and the mean deflated by (1 + π)^T — the run is not repeated.
 */
export const RealTerms: Story = {
  args: { defaultValue: STORY_INPUT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForResult(canvasElement);
    canvas.getByRole('radio', { name: 'Névérték' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Mai forintban' })).toBeChecked();
    const ksh = defaultExpectedInflation()!.percent;
    const words = `mai forintban, évi ${formatPercent(ksh / 100, 1)} inflációval`;
    await expect(canvas.getByRole('table', { name: `Percentilisek évente (${words})` })).toBeVisible();
    await expect(canvas.getByRole('img', { name: `A szimulált értékek eloszlása (${words})` })).toBeVisible();
    await expect(canvas.getByText(/Alapérték: a KSH \d{4}\. évi átlagos inflációja/)).toBeVisible();
    const expected = simulate(STORY_INPUT);
    await expect(stat(canvasElement, 'Átlagos végérték')).toBe(
      formatNumber(toTodaysForints(expected.finalMean, expected.input.years, ksh), 2),
    );
  },
};

/**
 * After tax in a TBSZ (issue 29 item 3): the 'Számla' choice by keyboard, the opening day beside it, every
 * caption saying so, the wrapper's notes and rules under the table, and the median at the horizon equal
 * to finance-core's afterTax of the simulated median — the run is not repeated.
 */
export const AfterTaxTbsz: Story = {
  args: { defaultValue: STORY_INPUT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForResult(canvasElement);
    const group = canvas.getByRole('group', { name: 'Számla' });
    within(group).getByRole('radio', { name: 'Adózás előtt (nem számolunk adót)' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: 'Tartós befektetési számla (TBSZ)' })).toBeChecked();
    const today = todayInHungary();
    await expect(canvas.getByLabelText('TBSZ nyitásának napja')).toHaveValue(today);
    const table = await canvas.findByRole(
      'table',
      { name: 'Percentilisek évente (adózás után, TBSZ-en)' },
      UNTIL_READY,
    );
    const lastRow = within(table).getAllByRole('row').at(-1)!;
    await expect(within(lastRow).getAllByRole('cell')[2]!.textContent).toBe(
      formatNumber(medianAtHorizonAfterTax(STORY_INPUT, 'tbsz', today), 2),
    );
    await expect(canvas.getByText(/TBSZ: az első nap, amikor a számla adó nélkül bontható/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'A számítás szabályai' })).toBeVisible();
  },
};

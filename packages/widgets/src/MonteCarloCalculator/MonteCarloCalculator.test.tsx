import { interactionEvent } from '../test-support';
import {
  formatNumber,
  formatPercent,
  MONTE_CARLO_DEFAULTS,
  modelDescriptions,
  modelWarnings,
  parameterDescriptions,
  simulate,
  SimulationCancelledError,
  type MonteCarloInput,
  type MonteCarloParameterKey,
  type MonteCarloResult,
} from '@penzugy/finance-core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalculatorEvent } from '../calculator-kit';
import { checkRunInput } from './form-value';
import { MonteCarloCalculator } from './MonteCarloCalculator';
import { inThreadRunner, type SimulationRunner, type SimulationRunOptions } from './runner';
import { expectLinkShared, stubClipboard } from '../calculator-kit/unit/test-support';
import { SMALL_INPUT } from './test-support';

/** A field's on-screen label, as finance-core names it. */
const label = (key: MonteCarloParameterKey) => parameterDescriptions[key].label;

/** The value of a stat card, read through its label (a dt/dd pair). */
function statValue(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/** A runner that stays running until the test settles it; records what it was given. */
function manualRunner() {
  const calls: { input: MonteCarloInput; options: SimulationRunOptions; resolve: (r: MonteCarloResult) => void }[] = [];
  const runner = vi.fn<SimulationRunner>(
    (input, options) =>
      new Promise((resolve, reject) => {
        calls.push({ input, options, resolve });
        options.signal?.addEventListener('abort', () => reject(new SimulationCancelledError()));
      }),
  );
  return { runner, calls };
}

/** Resolves once the stat cards of a result are on screen. */
const results = () => screen.findByText('Átlagos végérték', { selector: 'dt' });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('MonteCarloCalculator', () => {
  it('runs on first load and shows finance-core’s result for the same seed', async () => {
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    render(<MonteCarloCalculator runner={inThreadRunner} onEvent={onEvent} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Monte Carlo szimulációs kalkulátor' })).toBeInTheDocument();
    await results();
    const expected = simulate(MONTE_CARLO_DEFAULTS);
    expect(statValue('Kezdőérték')).toBe(formatNumber(expected.input.initialValue, 2));
    expect(statValue('Szimulációk száma')).toBe(formatNumber(expected.input.paths));
    expect(statValue('Időtáv (év)')).toBe(formatNumber(expected.input.years));
    expect(statValue('Átlagos végérték')).toBe(formatNumber(expected.finalMean, 2));
    expect(statValue('Esély a kezdőérték feletti végértékre')).toBe(formatPercent(expected.probabilityAboveInitial, 1));
    expect(onEvent).toHaveBeenCalledWith({
      type: 'result',
      calculator: 'monte-carlo',
      summary: {
        model: 'gbm',
        initialValue: 1000,
        paths: 500,
        years: 5,
        finalMean: expected.finalMean,
        probabilityAboveInitial: expected.probabilityAboveInitial,
      },
    });
  });

  it('shows the fan chart, the model’s description with its formula and the yearly percentile table', async () => {
    render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={SMALL_INPUT} />);
    await results();
    expect(screen.getByRole('img', { name: 'A szimulált értékek eloszlása' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: modelDescriptions.gbm.name })).toBeInTheDocument();
    expect(screen.getByText(modelDescriptions.gbm.formula)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Percentilisek évente' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(header).toEqual(['Év', 'P5', 'P25', 'Medián (P50)', 'P75', 'P95', 'Átlag']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['0', '1', '2']);
    expect(screen.getByRole('button', { name: 'CSV letöltése' })).toBeEnabled();
  });

  it('falls back to the main thread where there is no Worker (jsdom) when no runner is given', async () => {
    render(<MonteCarloCalculator defaultValue={SMALL_INPUT} />);
    await results();
    expect(statValue('Átlagos végérték')).toBe(formatNumber(simulate(SMALL_INPUT).finalMean, 2));
  });

  it('lists the five models by their Hungarian names, and switching model changes the parameter fields', async () => {
    const user = userEvent.setup();
    render(<MonteCarloCalculator runner={inThreadRunner} runOnMount={false} />);
    const group = screen.getByRole('group', { name: 'Modell' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(Object.values(modelDescriptions).map((d) => d.name));
    expect(screen.getByRole('radio', { name: modelDescriptions.gbm.name })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: label('jumpIntensity') })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: modelDescriptions.jumpDiffusion.name }));
    expect(screen.getByRole('textbox', { name: label('jumpIntensity') })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: label('jumpMean') })).toBeInTheDocument();

    // Keyboard: arrows move through the native radio group.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: modelDescriptions.stochasticVolatility.name })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: label('volatility') })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: label('initialVariance') })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: modelDescriptions.stochasticVolatility.name }),
    ).toBeInTheDocument();
  });

  it('shows the docs/product.md#monte-carlo hints under the fields', () => {
    render(<MonteCarloCalculator runner={inThreadRunner} runOnMount={false} />);
    expect(screen.getByRole('textbox', { name: label('volatility') })).toHaveAccessibleDescription(/Tartomány: 1–100%/);
    expect(screen.getByRole('textbox', { name: label('initialValue') })).toHaveAccessibleDescription(
      /Legkisebb érték: 1, lépésköz: 100/,
    );
    expect(screen.getByRole('textbox', { name: label('paths') })).toHaveAccessibleDescription(
      /10–10\u00a0000.*lépésköz: 10/,
    );
  });

  it('refuses to run with an invalid parameter and names the field', async () => {
    const user = userEvent.setup();
    const runner = vi.fn<SimulationRunner>(inThreadRunner);
    render(<MonteCarloCalculator runner={runner} defaultValue={SMALL_INPUT} />);
    await results();
    expect(runner).toHaveBeenCalledTimes(1);

    const paths = screen.getByRole('textbox', { name: label('paths') });
    await user.clear(paths);
    await user.type(paths, '5');
    await user.click(screen.getByRole('button', { name: 'Szimuláció indítása' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`${label('paths')}: nem lehet kisebb, mint 10.`);
    expect(paths).toHaveAttribute('aria-invalid', 'true');
    expect(paths).toHaveFocus();
    expect(runner).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toMatch(/NaN/);

    await user.clear(paths);
    await user.type(paths, '40{Enter}');
    await waitFor(() => expect(runner).toHaveBeenCalledTimes(2));
    expect(runner.mock.calls[1]![0]).toMatchObject({ paths: 40 });
    await waitFor(() => expect(statValue('Szimulációk száma')).toBe('40'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never crashes or shows NaN on a bad value from outside, and names the field', async () => {
    const runner = vi.fn<SimulationRunner>(inThreadRunner);
    render(<MonteCarloCalculator runner={runner} defaultValue={{ ...SMALL_INPUT, paths: Number.NaN }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`${label('paths')}: adjon meg érvényes számot.`);
    expect(screen.getByRole('textbox', { name: label('paths') })).toHaveValue('');
    expect(runner).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('refuses sample paths above the path count with the engine’s message under that field', async () => {
    const user = userEvent.setup();
    const runner = vi.fn<SimulationRunner>(inThreadRunner);
    render(<MonteCarloCalculator runner={runner} defaultValue={{ ...SMALL_INPUT, paths: 20 }} runOnMount={false} />);
    const samples = screen.getByRole('textbox', { name: label('samplePaths') });
    await user.clear(samples);
    await user.type(samples, '30');
    await user.click(screen.getByRole('button', { name: 'Szimuláció indítása' }));
    const message = checkRunInput({ paths: 20, samplePaths: 30 })!.message;
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(samples).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(runner).not.toHaveBeenCalled();
    // Fixing the other side of the rule clears the message.
    const paths = screen.getByRole('textbox', { name: label('paths') });
    await user.clear(paths);
    await user.type(paths, '40');
    // Once typing pauses (the field reports then): no click or blur needed.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(samples).not.toHaveAttribute('aria-invalid');
  });

  it('drops a bad model-parameter text when the model changes (its field starts afresh)', async () => {
    const user = userEvent.setup();
    const runner = vi.fn<SimulationRunner>(inThreadRunner);
    render(<MonteCarloCalculator runner={runner} defaultValue={SMALL_INPUT} runOnMount={false} />);
    const drift = screen.getByRole('textbox', { name: label('drift') });
    await user.clear(drift);
    await user.type(drift, 'sok{Tab}');
    expect(drift).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: modelDescriptions.randomWalk.name }));
    expect(screen.getByRole('textbox', { name: label('drift') })).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Szimuláció indítása' }));
    await waitFor(() =>
      expect(runner).toHaveBeenCalledWith(
        expect.objectContaining({ model: 'randomWalk', drift: 5 }),
        expect.anything(),
      ),
    );
  });

  it('shows the spinner and the progress, and cancel stops the run', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    const { runner, calls } = manualRunner();
    render(<MonteCarloCalculator runner={runner} onEvent={onEvent} />);
    expect(screen.getByText('Szimuláció feldolgozása...')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'A szimuláció előrehaladása' });
    act(() => calls[0]!.options.onProgress?.(0.42));
    expect(bar).toHaveAttribute('value', '0.42');
    expect(screen.getByText('42% kész')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Megszakítás' }));
    expect(calls[0]!.options.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(/A szimuláció megszakítva\./)).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('monte-carlo', 'cancel'));
    // A result that arrives after the cancel is ignored.
    act(() => calls[0]!.resolve(simulate(SMALL_INPUT)));
    expect(screen.queryByText('Átlagos végérték', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows the first run’s progress below the model card, so the card does not move when the run ends', () => {
    const { runner } = manualRunner();
    render(<MonteCarloCalculator runner={runner} />);
    const card = screen.getByRole('heading', { name: 'Geometriai Brown-mozgás (GBM)' });
    const bar = screen.getByRole('progressbar', { name: 'A szimuláció előrehaladása' });
    expect(card.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('starts over when run again mid-run, aborting the earlier run', async () => {
    const user = userEvent.setup();
    const { runner, calls } = manualRunner();
    render(<MonteCarloCalculator runner={runner} />);
    await user.click(screen.getByRole('button', { name: 'Szimuláció indítása' }));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.options.signal?.aborted).toBe(true);
    act(() => calls[1]!.resolve(simulate(SMALL_INPUT)));
    expect(await results()).toBeInTheDocument();
  });

  it('says when the parameters no longer match the result', async () => {
    const user = userEvent.setup();
    render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={SMALL_INPUT} />);
    await results();
    expect(screen.queryByText(/A paraméterek megváltoztak/)).not.toBeInTheDocument();
    const drift = screen.getByRole('textbox', { name: label('drift') });
    await user.clear(drift);
    await user.type(drift, '7');
    // Said once typing pauses, without a blur.
    expect(await screen.findByText(/A paraméterek megváltoztak/)).toBeInTheDocument();
  });

  it('shows an unexpected runner failure as a Hungarian message', async () => {
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    render(<MonteCarloCalculator runner={() => Promise.reject(new Error('out of memory'))} onEvent={onEvent} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('A szimuláció nem sikerült: out of memory');
    expect(onEvent).toHaveBeenCalledWith({
      type: 'error',
      calculator: 'monte-carlo',
      message: 'A szimuláció nem sikerült: out of memory',
    });
  });

  it('works controlled: renders the given value and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const controlled = (value: MonteCarloInput) => (
      <MonteCarloCalculator runner={inThreadRunner} runOnMount={false} value={value} onChange={onChange} />
    );
    const { rerender } = render(controlled({ model: 'randomWalk', paths: 100 }));
    expect(screen.getByRole('radio', { name: modelDescriptions.randomWalk.name })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: modelDescriptions.meanReversion.name }));
    expect(onChange).toHaveBeenLastCalledWith({ ...MONTE_CARLO_DEFAULTS, model: 'meanReversion', paths: 100 });
    // Still the parent's value until it re-renders.
    expect(screen.getByRole('radio', { name: modelDescriptions.randomWalk.name })).toBeChecked();
    rerender(controlled({ model: 'meanReversion', paths: 100 }));
    expect(screen.getByRole('textbox', { name: label('reversionSpeed') })).toBeInTheDocument();
  });

  it('reads and writes the URL when syncUrl is on, and shares a link', async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard();
    window.history.replaceState(null, '', '/?model=randomWalk&paths=100&utm_source=hirlevel&years=x');
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    render(<MonteCarloCalculator runner={inThreadRunner} runOnMount={false} syncUrl onEvent={onEvent} />);
    expect(screen.getByRole('radio', { name: modelDescriptions.randomWalk.name })).toBeChecked();
    expect(screen.getByRole('textbox', { name: label('paths') })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: label('years') })).toHaveValue('5');

    await user.click(screen.getByRole('radio', { name: modelDescriptions.gbm.name }));
    // The host page's own parameters stay.
    expect(window.location.search).toBe('?utm_source=hirlevel&paths=100');

    const url = 'http://localhost:3000/?utm_source=hirlevel&paths=100';
    const copied = 'A szimuláció linkjét a vágólapra másoltuk.';
    await expectLinkShared(user, { writeText, url, copied }, onEvent, 'monte-carlo');
  });

  it('leaves the URL alone without syncUrl, and shows the link when the clipboard refuses', async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('denied')));
    window.history.replaceState(null, '', '/?paths=100');
    render(
      <MonteCarloCalculator
        runner={inThreadRunner}
        runOnMount={false}
        shareBaseUrl="https://example.hu/kalkulatorok/monte-carlo"
      />,
    );
    expect(screen.getByRole('textbox', { name: label('paths') })).toHaveValue('500');
    await user.click(screen.getByRole('radio', { name: modelDescriptions.randomWalk.name }));
    expect(window.location.search).toBe('?paths=100');
    await user.click(screen.getByRole('button', { name: 'Link másolása' }));
    expect(
      await screen.findByText(/Kimásolhatja innen: https:\/\/example\.hu\/kalkulatorok\/monte-carlo\?model=randomWalk/),
    ).toBeInTheDocument();
  });

  it('reports CSV export of the percentile table', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={SMALL_INPUT} onEvent={onEvent} />);
    await results();
    await user.click(screen.getByRole('button', { name: 'CSV letöltése' }));
    // The CSV writer is imported on click (Table.tsx).
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith(interactionEvent('monte-carlo', 'export_csv', 'percentiles')),
    );
  });

  it('shows finance-core’s warning for a Heston run on a coarse grid, and none for a fine one', async () => {
    const coarse: MonteCarloInput = {
      ...SMALL_INPUT,
      model: 'stochasticVolatility',
      varianceVolatility: 0.5,
      stepsPerYear: 52,
    };
    const { unmount } = render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={coarse} />);
    await results();
    const list = screen.getByRole('list', { name: 'Figyelmeztetések a modellhez' });
    const [warning] = modelWarnings(coarse);
    expect(warning).toMatch(/évi 52 lépésnél/);
    expect(within(list).getByText(warning!)).toBeInTheDocument();
    unmount();

    render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={{ ...coarse, stepsPerYear: 252 }} />);
    await results();
    expect(screen.queryByRole('list', { name: 'Figyelmeztetések a modellhez' })).not.toBeInTheDocument();
  });
});

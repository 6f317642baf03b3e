/**
 * "Névérték / Mai forintban" on the Monte Carlo result (docs/product.md#monte-carlo): the switch re-scales
 * the finished run without re-running it, the captions, the CSV header and the link say so, and a bad
 * inflation never reaches the figures.
 */
import {
  formatNumber,
  formatPercent,
  simulate,
  toTodaysForints,
  defaultExpectedInflation,
} from '@penzugy/finance-core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonteCarloCalculator } from './MonteCarloCalculator';
import { resultInTerms } from './real-terms-view';
import { inThreadRunner, type SimulationRunner } from './runner';
import { SMALL_INPUT } from './test-support';

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
const results = () => screen.findByText('Átlagos végérték', { selector: 'dt' });
const KSH = defaultExpectedInflation()!.percent;

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('resultInTerms', () => {
  const result = simulate(SMALL_INPUT);

  it('is the result itself in nominal terms, and each value ÷ (1 + π)^t in today’s forints', () => {
    expect(resultInTerms(result, () => 1)).toBe(result);
    const real = resultInTerms(result, (t) => toTodaysForints(1, t, 5));
    const last = result.times.length - 1;
    expect(real.percentiles.p50[last]).toBeCloseTo(result.percentiles.p50[last]! / 1.05 ** 2, 9);
    expect(real.avgPath[0]).toBe(result.avgPath[0]);
    expect(real.paths[0]!.path[last]).toBeCloseTo(result.paths[0]!.path[last]! / 1.05 ** 2, 9);
    expect(real.finalMean).toBeCloseTo(result.finalMean / 1.05 ** 2, 9);
    // The share of paths above the initial value counts the deflated final values.
    const above = Array.from(result.finalValues).filter((v) => v / 1.05 ** 2 > result.input.initialValue).length;
    expect(real.probabilityAboveInitial).toBe(above / result.finalValues.length);
    expect(real.probabilityAboveInitial).toBeLessThan(result.probabilityAboveInitial);
  });
});

describe('MonteCarloCalculator in today’s forints', () => {
  it('switches by keyboard without re-running: stat cards, chart, table and CSV header in real terms', async () => {
    const user = userEvent.setup();
    const runner = vi.fn<SimulationRunner>(inThreadRunner);
    render(<MonteCarloCalculator runner={runner} defaultValue={SMALL_INPUT} />);
    await results();
    const expected = simulate(SMALL_INPUT);
    expect(statValue('Átlagos végérték')).toBe(formatNumber(expected.finalMean, 2));

    const nominal = screen.getByRole('radio', { name: 'Névérték' });
    expect(nominal).toBeChecked();
    nominal.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Mai forintban' })).toBeChecked();
    expect(runner).toHaveBeenCalledTimes(1);

    const factor = 1 / (1 + KSH / 100) ** SMALL_INPUT.years;
    expect(statValue('Átlagos végérték')).toBe(formatNumber(expected.finalMean * factor, 2));
    expect(statValue('Kezdőérték')).toBe(formatNumber(expected.input.initialValue, 2));
    const inflation = formatPercent(KSH / 100, 1);
    const words = `mai forintban, évi ${inflation} inflációval`;
    expect(screen.getByText(`Az értékek mai forintban, évi ${inflation} inflációval.`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `A szimulált értékek eloszlása (${words})` })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: `Percentilisek évente (${words})` });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(header[0]).toBe('Év');
    expect(header[3]).toBe(`Medián (P50) (${words})`);
    const lastRow = within(table).getAllByRole('row').at(-1)!;
    const last = expected.times.length - 1;
    expect(within(lastRow).getAllByRole('cell')[2]!.textContent).toBe(
      formatNumber(expected.percentiles.p50[last]! * factor, 2),
    );
  });

  it('takes a new inflation at once, names the field on bad text and keeps the last valid figures', async () => {
    const user = userEvent.setup();
    render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={SMALL_INPUT} />);
    await results();
    const expected = simulate(SMALL_INPUT);
    await user.click(screen.getByRole('radio', { name: 'Mai forintban' }));
    const field = screen.getByRole('textbox', { name: 'Várható infláció' });
    expect(field).toHaveValue(formatNumber(KSH, 1).replace(/\s/g, ''));
    expect(screen.getByText(/Alapérték: a KSH \d{4}\. évi átlagos inflációja/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '10');
    const at10 = formatNumber(expected.finalMean / 1.1 ** SMALL_INPUT.years, 2);
    await waitFor(() => expect(statValue('Átlagos végérték')).toBe(at10));

    // '5' (taken once typing pauses) is valid on the way to '51', which is not: the figures stay at 5 %.
    await user.clear(field);
    await user.type(field, '5');
    const at5 = formatNumber(expected.finalMean / 1.05 ** SMALL_INPUT.years, 2);
    await waitFor(() => expect(statValue('Átlagos végérték')).toBe(at5));
    await user.type(field, '1{Enter}');
    expect(await screen.findByText('Várható infláció: nem lehet nagyobb, mint 50.')).toBeInTheDocument();
    expect(statValue('Átlagos végérték')).toBe(at5);
    expect(at5).not.toBe(at10);
    await user.clear(field);
    await user.type(field, 'abc');
    await user.tab();
    expect(await screen.findByText('Várható infláció: adjon meg érvényes számot.')).toBeInTheDocument();
    expect(statValue('Átlagos végérték')).toBe(at5);
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('writes the view into the URL and reads it back; a link without it opens in nominal terms', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?paths=60&terms=real&inflation=3');
    const { unmount } = render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={SMALL_INPUT} syncUrl />);
    await results();
    expect(screen.getByRole('radio', { name: 'Mai forintban' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Várható infláció' })).toHaveValue('3');
    expect(
      screen.getByRole('table', { name: 'Percentilisek évente (mai forintban, évi 3% inflációval)' }),
    ).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Névérték' }));
    await waitFor(() => expect(window.location.search).not.toContain('terms='));
    expect(new URLSearchParams(window.location.search).get('inflation')).toBe('3');
    unmount();

    window.history.replaceState(null, '', '/?paths=60&terms=bogus&inflation=abc');
    render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={SMALL_INPUT} syncUrl />);
    await results();
    expect(screen.getByRole('radio', { name: 'Névérték' })).toBeChecked();
    expect(screen.getByRole('table', { name: 'Percentilisek évente' })).toBeVisible();
  });
});

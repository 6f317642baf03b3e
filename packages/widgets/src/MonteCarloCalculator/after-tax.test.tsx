/**
 * 'Számla' on the Monte Carlo result (docs/product.md#monte-carlo): the finished run after tax in the chosen
 * wrapper through finance-core's afterTax (computed here independently), combined with today's forints
 * (after tax first), the wrapper's notes and rules on screen, the choice in the link, and a refused TBSZ
 * opening day as a Hungarian message naming the field.
 */
import {
  afterTax,
  defaultExpectedInflation,
  formatDate,
  formatNumber,
  simulate,
  todayInHungary,
  toTodaysForints,
} from '@penzugy/finance-core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountDefaults } from '../calculator-kit';
import { resultAfterTax } from './after-tax-view';
import { MonteCarloCalculator } from './MonteCarloCalculator';
import { resultInTerms } from './real-terms-view';
import { inThreadRunner, type SimulationRunner } from './runner';
import { medianAtHorizonAfterTax } from './story-data';
import { SMALL_INPUT } from './test-support';

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
const results = () => screen.findByText('Átlagos végérték', { selector: 'dt' });
const DAY = '2026-05-04';
const at = (wrapper: 'none' | 'tbsz' | 'nyesz', openedOn = DAY) => ({ ...accountDefaults(DAY), wrapper, openedOn });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('resultAfterTax', () => {
  // Seven years: a TBSZ opened in 2026 is tax-free from 2032 on, so the horizon crosses the steps.
  const result = simulate({ ...SMALL_INPUT, years: 7 });
  const last = result.times.length - 1;
  const own = (values: readonly number[], wrapper: 'none' | 'tbsz' | 'nyesz', openedOn?: string) =>
    afterTax(values, {
      wrapper,
      times: result.times,
      invested: result.input.initialValue,
      date: DAY,
      ...(openedOn ? { openedOn } : {}),
    }).values;

  it('is null before tax', () => {
    expect(resultAfterTax(result, accountDefaults(DAY), DAY)).toBeNull();
  });

  it.each(['none', 'tbsz', 'nyesz'] as const)('takes every path through afterTax in %s', (wrapper) => {
    const view = resultAfterTax(result, at(wrapper, '2026-02-01'), DAY);
    if (!view?.ok) throw new Error('refused');
    const openedOn = wrapper === 'tbsz' ? '2026-02-01' : undefined;
    expect(view.result.percentiles.p50).toEqual(own(result.percentiles.p50, wrapper, openedOn));
    expect(view.result.percentiles.p05).toEqual(own(result.percentiles.p05, wrapper, openedOn));
    expect(view.result.avgPath).toEqual(own(result.avgPath, wrapper, openedOn));
    expect(view.result.paths[1]!.path).toEqual(own(result.paths[1]!.path, wrapper, openedOn));
    // The values differ from the gross ones (a gain is taxed, or NYESZ adds its credit) …
    expect(view.result.percentiles.p95.some((v, i) => v !== result.percentiles.p95[i])).toBe(true);
    // … except a TBSZ sold after its lock-up (2032-01-01 for one opened in 2026): tax-free.
    if (wrapper === 'tbsz') expect(view.result.percentiles.p95[last]).toBe(result.percentiles.p95[last]);
    else expect(view.result.percentiles.p95[last]).not.toBe(result.percentiles.p95[last]);
    expect(view.rules.length).toBeGreaterThan(0);
  });

  it('averages the final values sold at the horizon, and counts them above the initial value', () => {
    const view = resultAfterTax(result, at('none'), DAY);
    if (!view?.ok) throw new Error('refused');
    const finals = Array.from(result.finalValues);
    const sold = afterTax(finals, {
      times: finals.map(() => 7),
      invested: result.input.initialValue,
      date: DAY,
    }).values;
    expect(view.result.finalMean).toBeCloseTo(sold.reduce((s, v) => s + v, 0) / sold.length, 9);
    expect(view.result.probabilityAboveInitial).toBe(
      sold.filter((v) => v > result.input.initialValue).length / sold.length,
    );
    expect(view.result.finalMean).toBeLessThan(result.finalMean);
  });

  it('grows each path’s NYESZ credit from the initial value to its final value', () => {
    const view = resultAfterTax(result, at('nyesz'), DAY);
    if (!view?.ok) throw new Error('refused');
    const v = result.finalValues[3]!;
    const own = afterTax([result.input.initialValue, v], { wrapper: 'nyesz', times: [0, 7], date: DAY });
    expect(view.result.finalValues[3]).toBeCloseTo(own.values[1]!, 9);
    expect(view.result.finalMean).toBeGreaterThan(result.finalMean);
    expect(view.notes.some((n) => n.includes('adójóváírás'))).toBe(true);
  });

  it('says when a TBSZ opened in another year is refused, naming the field', () => {
    const view = resultAfterTax(result, at('tbsz', '2025-12-31'), DAY);
    expect(view).toMatchObject({ ok: false, field: 'openedOn' });
    expect(view && !view.ok && view.message).toMatch(/^TBSZ nyitásának napja: /);
    const empty = resultAfterTax(result, at('tbsz', ''), DAY);
    expect(empty && !empty.ok && empty.message).toMatch(/^TBSZ nyitásának napja: /);
  });

  it('deflates after tax: today’s forints of the taxed values', () => {
    const view = resultAfterTax(result, at('tbsz'), DAY);
    if (!view?.ok) throw new Error('refused');
    const real = resultInTerms(view.result, (t) => toTodaysForints(1, t, 5));
    const taxed = own(result.percentiles.p50, 'tbsz')[last]!;
    expect(real.percentiles.p50[last]).toBeCloseTo(taxed / 1.05 ** 7, 9);
  });
});

describe('MonteCarloCalculator after tax', () => {
  const today = todayInHungary();

  it('chooses a wrapper by keyboard without re-running: figures, table, notes and rules after tax', async () => {
    const user = userEvent.setup();
    const runner = vi.fn<SimulationRunner>(inThreadRunner);
    render(
      <MonteCarloCalculator runner={runner} defaultValue={SMALL_INPUT} methodologyHref={(id) => `/modszertan#${id}`} />,
    );
    await results();
    const expected = simulate(SMALL_INPUT);
    const group = screen.getByRole('group', { name: 'Számla' });
    const gross = within(group).getByRole('radio', { name: 'Adózás előtt (nem számolunk adót)' });
    expect(gross).toBeChecked();
    gross.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'Tartós befektetési számla (TBSZ)' })).toBeChecked();
    expect(runner).toHaveBeenCalledTimes(1);

    // The tax rules load on the first choice of a wrapper: wait for them.
    const table = await screen.findByRole('table', { name: 'Percentilisek évente (adózás után, TBSZ-en)' });
    const lastRow = within(table).getAllByRole('row').at(-1)!;
    expect(within(lastRow).getAllByRole('cell')[2]!.textContent).toBe(
      formatNumber(medianAtHorizonAfterTax(SMALL_INPUT, 'tbsz', today), 2),
    );
    expect(screen.getByRole('img', { name: 'A szimulált értékek eloszlása (adózás után, TBSZ-en)' })).toBeVisible();
    expect(screen.getByLabelText('TBSZ nyitásának napja')).toHaveValue(today);
    // The wrapper's own words: from when the TBSZ is tax-free, and the rule it rests on.
    const year = Number(today.slice(0, 4));
    expect(screen.getByText(new RegExp(`adó nélkül bontható: ${formatDate(`${year + 6}-01-01`)}`))).toBeVisible();
    const rules = screen.getByRole('list', { name: /szabály/i });
    expect(within(rules).getByText(/Tartós befektetési számla \(TBSZ\) adója/)).toBeVisible();
    // …linked to its entry on the methodology page, as the other calculators' rules are.
    expect(within(rules).getByRole('link', { name: /Tartós befektetési számla \(TBSZ\) adója/ })).toHaveAttribute(
      'href',
      '/modszertan#wrappers.tbsz',
    );
    expect(statValue('Átlagos végérték')).not.toBe(formatNumber(expected.finalMean, 2));
  });

  it('combines with today’s forints (after tax first) and notes the NYESZ credit', async () => {
    const user = userEvent.setup();
    render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={SMALL_INPUT} />);
    await results();
    await user.click(screen.getByRole('radio', { name: 'Nyugdíj-előtakarékossági számla (NYESZ)' }));
    await user.click(screen.getByRole('radio', { name: 'Mai forintban' }));
    const ksh = defaultExpectedInflation()!.percent;
    const factor = toTodaysForints(1, SMALL_INPUT.years, ksh);
    const table = await screen.findByRole('table', {
      name: /^Percentilisek évente \(adózás után, NYESZ-en; mai forintban/,
    });
    const lastRow = within(table).getAllByRole('row').at(-1)!;
    expect(within(lastRow).getAllByRole('cell')[2]!.textContent).toBe(
      formatNumber(medianAtHorizonAfterTax(SMALL_INPUT, 'nyesz', today) * factor, 2),
    );
    expect(screen.getByText(/adójóváírás a befizetést követő év június 30-án érkezik/)).toBeVisible();
  });

  it('names the field when finance-core refuses the TBSZ opening day, and never shows NaN', async () => {
    const user = userEvent.setup();
    render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={SMALL_INPUT} />);
    await results();
    await user.click(screen.getByRole('radio', { name: 'Tartós befektetési számla (TBSZ)' }));
    const field = screen.getByLabelText('TBSZ nyitásának napja');
    const lastYear = `${Number(today.slice(0, 4)) - 1}-06-01`;
    fireEvent.change(field, { target: { value: lastYear } });
    const alert = await screen.findByText(/^Az adózás utáni eredmény nem számolható\. TBSZ nyitásának napja: /);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN/);
    fireEvent.change(field, { target: { value: today } });
    await waitFor(() => expect(screen.queryByText(/^Az adózás utáni eredmény nem számolható/)).toBeNull());
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('table', { name: 'Percentilisek évente (adózás után, TBSZ-en)' })).toBeVisible();
  });

  it('writes the account into the URL and reads it back; a bad one opens before tax', async () => {
    const user = userEvent.setup();
    const opened = `${today.slice(0, 4)}-01-02`;
    const openedOn = opened <= today ? opened : today;
    window.history.replaceState(null, '', `/?paths=60&wrapper=tbsz&openedOn=${openedOn}`);
    const { unmount } = render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={SMALL_INPUT} syncUrl />);
    await results();
    expect(screen.getByRole('radio', { name: 'Tartós befektetési számla (TBSZ)' })).toBeChecked();
    expect(screen.getByLabelText('TBSZ nyitásának napja')).toHaveValue(openedOn);
    await user.click(screen.getByRole('radio', { name: 'Értékpapírszámla (adókedvezmény nélkül)' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('wrapper')).toBe('none'));
    unmount();

    window.history.replaceState(null, '', '/?paths=60&wrapper=bogus&openedOn=2026-02-30');
    render(<MonteCarloCalculator runner={inThreadRunner} defaultValue={SMALL_INPUT} syncUrl />);
    await results();
    expect(screen.getByRole('radio', { name: 'Adózás előtt (nem számolunk adót)' })).toBeChecked();
    expect(screen.getByRole('table', { name: 'Percentilisek évente' })).toBeVisible();
  });
});

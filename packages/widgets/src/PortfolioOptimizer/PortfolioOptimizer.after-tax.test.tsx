/**
 * The portfolio's time series after tax and in real terms (docs/product.md#portfolio-optimiser "Számla"):
 * only for a forint analysis; every series through finance-core's afterTax from the period's first day
 * (a TBSZ opened that day) and then toRealTerms, both computed here independently; the choice in the
 * link; a refusal as a Hungarian message naming the field. The optimisation is not repeated.
 */
import { afterTax, defaultExpectedInflation, formatPercent, toRealTerms } from '@penzugy/finance-core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountDefaults, realTermsDefaults } from '../calculator-kit';
import { seriesInView, yearsFrom } from './after-tax-view';
import { RESPONSE, setup } from './test-support';
import type { PortfolioOptimizeFn, PortfolioResponse } from './types';

// Within the rules finance-core knows (the NYESZ credit since 2024).
const DATES = ['2024-01-02', '2025-01-02', '2026-03-02'];
const HUF: PortfolioResponse = {
  ...RESPONSE,
  currency: 'HUF',
  dates: DATES,
  timeSeries: { Portfolio: [100, 130, 180], MSFT: [100, 90, 95] },
};
const TWO = { tickers: ['AAPL', 'MSFT'], currency: 'HUF' as const };
const nominal = realTermsDefaults();
const real = { terms: 'real' as const, inflation: 5 };
const tbsz = { ...accountDefaults(), wrapper: 'tbsz' as const };
const times = yearsFrom(DATES);

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('seriesInView', () => {
  it('is null before tax in nominal terms', () => {
    expect(seriesInView(DATES, HUF.timeSeries!, accountDefaults(), nominal)).toBeNull();
  });

  it('counts the years between the days', () => {
    expect(times[0]).toBe(0);
    expect(Math.round(times[1]! * 365.25)).toBe(366);
    expect(Math.round(times[2]! * 365.25)).toBe(790);
  });

  it('takes every series through afterTax from the first day, a TBSZ opened that day, then toRealTerms', () => {
    const view = seriesInView(DATES, HUF.timeSeries!, tbsz, real);
    if (!view?.ok) throw new Error('refused');
    for (const [key, values] of Object.entries(HUF.timeSeries!)) {
      const taxed = afterTax(values, { wrapper: 'tbsz', times, date: DATES[0], openedOn: DATES[0] }).values;
      const own = toRealTerms(taxed, { times, date: DATES[0], inflation: 5 }).values;
      expect(view.series[key]).toEqual(own);
    }
    // A TBSZ opened in 2024 is still in its lock-up: the gains are taxed, the loss is not.
    const taxedOnly = seriesInView(DATES, HUF.timeSeries!, tbsz, nominal);
    if (!taxedOnly?.ok) throw new Error('refused');
    expect(taxedOnly.series.Portfolio![2]).toBeLessThan(180);
    expect(taxedOnly.series.MSFT![1]).toBe(90);
    expect(taxedOnly.notes.join(' ')).toMatch(/adó nélkül bontható: \d{4}\. január 1\./);
    expect(taxedOnly.rules.map((r) => r.id)).toContain('wrappers.tbsz');
  });

  it('returns finance-core’s refusal naming the field', () => {
    const view = seriesInView(['1990-01-02', '1991-01-02'], { Portfolio: [100, 110] }, tbsz, nominal);
    expect(view).toMatchObject({ ok: false });
    expect(view && !view.ok && view.message).toMatch(/^TBSZ nyitásának napja: .*1990\. január 2\./);
  });
});

describe('PortfolioOptimizer: the time series after tax', () => {
  it('offers the account and the terms for a forint analysis and shows the series and the cumulative return in them', async () => {
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => HUF);
    const { user, submit } = setup({ defaultValue: TWO, methodologyHref: (id) => `/modszertan#${id}` }, optimize);
    await user.click(submit());
    const group = await screen.findByRole('group', { name: 'Számla' });
    // The opening day is the period's first: no field for it here.
    await user.click(within(group).getByRole('radio', { name: 'Nyugdíj-előtakarékossági számla (NYESZ)' }));
    expect(screen.queryByLabelText('TBSZ nyitásának napja')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Mai forintban' }));
    const ksh = defaultExpectedInflation()!.percent;
    const words = `adózás után, NYESZ-en; mai forintban, évi ${formatPercent(ksh / 100, 1)} inflációval`;
    // The rules load on the first choice: wait for them.
    expect(
      await screen.findByRole('img', { name: `Portfólió és részvények alakulása (${words})` }),
    ).toBeInTheDocument();
    const taxed = afterTax([100, 130, 180], { wrapper: 'nyesz', times, date: DATES[0] }).values;
    const own = toRealTerms(taxed, { times, date: DATES[0], inflation: ksh }).values;
    expect(
      screen.getByText(`Kumulált hozam az időszak végén (${words}): ${formatPercent(own[2]! / own[0]! - 1, 2)}`),
    ).toBeInTheDocument();
    expect(screen.getByText(/adójóváírás a befizetést követő év június 30-án érkezik/)).toBeInTheDocument();
    // The rules applied link to their entries on the methodology page, as the other calculators' do.
    const rules = screen.getByRole('list', { name: /szabály/i });
    expect(
      within(rules)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain('/modszertan#wrappers.pensionCredits');
    expect(optimize).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Az optimalizálás és a fenti mutatók adózás előtti/)).toBeInTheDocument();
  });

  it('offers neither for a dollar analysis, and says why', async () => {
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    await user.click(submit());
    expect(await screen.findByText(/^Adózás után és mai forintban csak forintos \(HUF\) elemzésnél/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Számla' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Portfólió és részvények alakulása' })).toBeInTheDocument();
  });

  it('shows a refusal instead of a half-converted chart, and never NaN', async () => {
    const old: PortfolioResponse = {
      ...HUF,
      dates: ['1990-01-02', '1991-01-02'],
      timeSeries: { Portfolio: [100, 110] },
    };
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => old);
    const { user, submit } = setup({ defaultValue: TWO }, optimize);
    await user.click(submit());
    await user.click(await screen.findByRole('radio', { name: 'Tartós befektetési számla (TBSZ)' }));
    expect(await screen.findByText(/^Az idősorok nem számolhatók át\. TBSZ nyitásának napja: /)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByRole('img', { name: /Portfólió és részvények alakulása/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('keeps the account and the terms in the link', async () => {
    window.history.replaceState(null, '', '/?tickers=AAPL,MSFT&currency=HUF&wrapper=none&terms=real&inflation=3');
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => HUF);
    const { user, submit } = setup({ syncUrl: true }, optimize);
    await user.click(submit());
    expect(await screen.findByRole('radio', { name: 'Értékpapírszámla (adókedvezmény nélkül)' })).toBeChecked();
    expect(
      await screen.findByRole('img', {
        name: 'Portfólió és részvények alakulása (adózás után, értékpapírszámlán; mai forintban, évi 3% inflációval)',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tartós befektetési számla (TBSZ)' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('wrapper')).toBe('tbsz'));
  });
});

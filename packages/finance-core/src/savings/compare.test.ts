/**
 * compareSavings, the 'Állampapír-kalkulátor': the scenario (PMÁP, an ETF in a TBSZ and a deposit
 * over five years after tax and inflation) against figures derived here, the ranking, the headline, the
 * CSV rows, and the refusals.
 */
import { describe, expect, it } from 'vitest';
import { formatHuf } from '../shared/format';
import { compareSavings } from './compare';
import { normalCdf } from './normal';
import { expectSavingsError } from './test-support';

const B = 1_000_000;

describe('five years: PMÁP, ETF in a TBSZ, a deposit, at 3,5 % inflation', () => {
  const r = compareSavings({ date: '2026-11-28', years: 5, options: ['pmap', 'etfTbsz', 'deposit'], inflation: 3.5 });
  const byId = Object.fromEntries(r.options.map((o) => [o.id, o]));
  const deflator = 1.035 ** 5;

  it('PMÁP: 6 % in year 1, then 3,5 % + 0,1 % reinvested in the bond, sold at 99 % on the 5th anniversary', () => {
    const face = B * 1.06 * 1.036 ** 4;
    expect(byId.pmap!.final.net).toBeCloseTo(0.99 * face, 4);
    expect(byId.pmap!.final.real).toBeCloseTo((0.99 * face) / deflator, 4);
    expect(byId.pmap!.final.tax).toBe(0);
  });

  it('deposit: 3,65 % a year less 28 % tax, compounded', () => {
    expect(byId.deposit!.final.net).toBeCloseTo(B * (1 + 0.0365 * 0.72) ** 5, 4);
  });

  it('ETF in a TBSZ opened on 2026-11-28: on 2031-11-28 only 4 lock-up years are done, so 18 % on the gain', () => {
    const etf = byId.etfTbsz!;
    expect(etf.risky).toBe(true);
    expect(etf.final.gross).toBeCloseTo(B * 1.07 ** 5, 4);
    expect(etf.final.tax / etf.final.gross).toBeLessThan(0.18);
    // Its after-tax band at the horizon, real.
    const b = etf.realBand![5]!;
    expect(b.p05).toBeLessThan(b.p50);
    expect(b.p50).toBeLessThan(b.p95);
  });

  it('ranks by what is left after tax and inflation; the ETF’s chance of beating the best safe option is exact', () => {
    expect(r.best).toBe('etfTbsz');
    expect(r.bestSafe).toBe('pmap');
    // P(after-tax real > PMÁP's real): invert V − 0,18 (V − B) at the PMÁP's nominal value.
    const X = byId.pmap!.final.real * deflator;
    const V = B + (X - B) / 0.82;
    const z = (Math.log(V / B) - (Math.log(1.07) - 0.15 ** 2 / 2) * 5) / (0.15 * Math.sqrt(5));
    expect(byId.etfTbsz!.probabilityAboveBestSafe).toBeCloseTo(1 - normalCdf(z), 8);
  });

  it('the headline names the best with its real and nominal value, the band, and the chance', () => {
    const etf = byId.etfTbsz!;
    expect(r.headline).toContain(`5 év után, adó és infláció után a legtöbb: ${etf.label}`);
    expect(r.headline).toContain(formatHuf(etf.final.real));
    expect(r.headline).toContain(formatHuf(etf.realBand![5]!.p05));
    expect(r.headline).toMatch(/Az ETF \(TBSZ\) \d+% eséllyel hagy többet, mint a PMÁP\./);
    expect(r.headline).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('CSV rows: a Hungarian header, then each option’s years in whole forints', () => {
    expect(r.csvRows).toHaveLength(1 + 3 * 6);
    expect(r.csvRows[0]![0]).toBe('Év');
    const last = r.csvRows.at(-1)!;
    expect(last.slice(0, 3)).toEqual(['5', '2031-11-28', 'Lekötött bankbetét']);
    expect(last[5]).toBe(String(Math.round(byId.deposit!.final.net)));
    expect(last[7]).toBe(deflator.toFixed(4).replace('.', ','));
  });

  it('every figure cites the rules it rests on', () => {
    const ids = r.rules.map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'stateBonds.pmap',
        'tax.stateBondExempt',
        'wrappers.tbsz',
        'tax.capitalIncomeSzja',
        'tax.szochoOnSavings',
      ]),
    );
  });
});

describe('the default comparison', () => {
  it('seven options, the latest KSH average as inflation, the DKJ reference, each cited', () => {
    const r = compareSavings({ date: '2026-11-28' });
    expect(r.options.map((o) => o.id)).toEqual(['fixMap', 'mapPlusz', 'pmap', 'bmap', 'dkj', 'etfTbsz', 'deposit']);
    expect(r.priceIndex[5]!.priceIndex).toBeCloseTo(1.044 ** 5, 10);
    expect(r.rules.map((c) => c.id)).toEqual(
      expect.arrayContaining(['stateBonds.cpiAnnualAverage', 'stateBonds.dkjReference']),
    );
    expect(r.notes.some((n) => n.includes('4,4%'))).toBe(true);
    for (const o of r.options) expect(o.rows).toHaveLength(6);
  });
});

describe('outside the rules', () => {
  it('an option above its purchase cap is shown but not ranked', () => {
    const r = compareSavings({
      date: '2026-11-28',
      amount: 60_000_000,
      options: ['mapPlusz', 'pmap', 'deposit'],
      inflation: 3,
    });
    const map = r.options.find((o) => o.id === 'mapPlusz')!;
    expect(map.eligible).toBe(false);
    expect(map.final.net).toBeGreaterThan(60_000_000);
    expect(r.best).toBe('deposit');
    const none = compareSavings({ date: '2026-11-28', amount: 60_000_000, options: ['mapPlusz'], inflation: 3 });
    expect(none.best).toBeNull();
    expect(none.headline).toBe('Egyik lehetőség sem elérhető a megadott feltételekkel.');
  });

  it('refuses unknown or no options, a start day before the offers, bad ETF prices, naming each field', () => {
    expectSavingsError(() => compareSavings({ options: [] }), 'options', 'Összehasonlított lehetőségek');
    expectSavingsError(() => compareSavings({ options: ['gold' as never] }), 'options', 'Összehasonlított lehetőségek');
    expectSavingsError(() => compareSavings({ date: '2025-09-30', inflation: 3 }), 'date', 'Kezdőnap');
    expectSavingsError(() => compareSavings({ etfPrices: [1] as never, inflation: 3 }), 'etfPrices', 'ETF árfolyamai');
    expectSavingsError(() => compareSavings({ dkjMonths: 4 as never, inflation: 3 }), 'dkjMonths', 'DKJ futamideje');
    expect(compareSavings({ date: '2026-11-28', options: ['deposit', 'deposit'], inflation: 3 }).options).toHaveLength(
      1,
    );
  });
});

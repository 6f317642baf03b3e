import { formatPercent, METRIC_DISPLAY_ORDER } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { metricRows, splitInHalves, weightRows } from './results-rows';

const metrics = {
  annual_return: 0.123456,
  annual_volatility: 0.2,
  sharpe_ratio: 1.23456,
  cumulative_return: 0.5,
  max_drawdown: -0.08765,
  information_ratio: null,
  sortino_ratio: 2,
  treynor_ratio: 0.07891,
  beta: 0.98765,
  alpha: null,
};

describe('metricRows', () => {
  it('lists the percentage metrics first, then the rest (docs/product.md#portfolio-optimiser)', () => {
    const keys = metricRows(metrics).map((r) => r.key);
    expect(keys).toEqual(METRIC_DISPLAY_ORDER);
    expect(keys.slice(0, 4)).toEqual(['annual_return', 'annual_volatility', 'cumulative_return', 'max_drawdown']);
  });

  it('shows percentage metrics × 100 with 2 decimals, the others with 2–3', () => {
    const text = Object.fromEntries(metricRows(metrics).map((r) => [r.key, r.text]));
    expect(text.annual_return).toBe('12,35%');
    expect(text.max_drawdown).toBe('-8,77%');
    expect(text.annual_return).toBe(formatPercent(0.123456, 2));
    expect(text.sharpe_ratio).toBe('1,23');
    expect(text.sortino_ratio).toBe('2,00');
    expect(text.beta).toBe('0,988');
    expect(text.treynor_ratio).toBe('0,079');
  });

  it('shows a missing metric as – with the reason, never NaN', () => {
    const rows = metricRows({ ...metrics, sharpe_ratio: Number.NaN, annual_volatility: undefined });
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.alpha).toMatchObject({
      text: '–',
      value: null,
      csvValue: null,
      note: 'a referenciaindex adatai nélkül nem számítható',
    });
    expect(byKey.sharpe_ratio).toMatchObject({
      text: '–',
      note: 'ebből az időszakból nem számítható (például nulla a szórás)',
    });
    expect(byKey.annual_volatility!.text).toBe('–');
    expect(rows.map((r) => r.text).join()).not.toMatch(/NaN|Infinity/);
  });

  it('carries the Hungarian name and formula, and the displayed number for the CSV', () => {
    const row = metricRows(metrics)[0]!;
    expect(row).toMatchObject({ name: 'Éves hozam (CAGR)', formula: '(Π(1 + rₜ))^(252/T) − 1', unit: '%' });
    expect(row.csvValue).toBeCloseTo(12.3456, 10);
  });

  it('splits into two halves, the first holding the percentage metrics', () => {
    const [first, second] = splitInHalves(metricRows(metrics));
    expect(first.map((r) => r.key)).toEqual([
      'annual_return',
      'annual_volatility',
      'cumulative_return',
      'max_drawdown',
      'sharpe_ratio',
    ]);
    expect(second).toHaveLength(5);
  });
});

describe('weightRows', () => {
  it('keeps |weight| ≥ 1 %, largest absolute first (docs/product.md#portfolio-optimiser)', () => {
    const rows = weightRows({ AAPL: 0.3, MSFT: -0.45, NVDA: 0.0099, JPM: 0.01, F: 1.14, GM: -0.0001 });
    expect(rows.map((r) => r.ticker)).toEqual(['F', 'MSFT', 'AAPL', 'JPM']);
    expect(rows[1]).toEqual({ ticker: 'MSFT', weight: -0.45, percent: -45 });
  });

  it('orders equal weights by ticker and ignores non-finite ones', () => {
    expect(weightRows({ MSFT: 0.5, AAPL: 0.5, X: Number.NaN }).map((r) => r.ticker)).toEqual(['AAPL', 'MSFT']);
  });
});

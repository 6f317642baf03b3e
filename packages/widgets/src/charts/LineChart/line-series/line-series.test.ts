import { describe, expect, it } from 'vitest';
import { vars } from '../../../theme';
import { buildLineSeries } from './line-series';

describe('buildLineSeries', () => {
  const ts = { AAPL: [1, 2], Portfolio: [3, 4], MSFT: [5, 6] };

  it('puts the portfolio first, red, 5 px and on top', () => {
    const [p] = buildLineSeries(ts, 'Portfolio', 'Portfólió');
    expect(p).toMatchObject({
      key: 'Portfolio',
      label: 'Portfólió',
      color: vars.chart.portfolio,
      strokeWidth: 5,
      onTop: true,
      curve: 'monotone',
    });
  });
  it('gives tickers 2 px lines in distinct series colours, in key order', () => {
    const [, a, m] = buildLineSeries(ts, 'Portfolio', 'Portfólió');
    expect([a!.key, m!.key]).toEqual(['AAPL', 'MSFT']);
    expect(a!.strokeWidth).toBe(2);
    expect(a!.color).toBe(vars.chart.series1);
    expect(m!.color).toBe(vars.chart.series2);
    expect(a!.onTop).toBeFalsy();
  });
  it('works without a portfolio series or with a custom key', () => {
    expect(buildLineSeries({ AAPL: [1] }, 'Portfolio', 'P').map((l) => l.key)).toEqual(['AAPL']);
    expect(buildLineSeries({ Opt: [1], AAPL: [2] }, 'Opt', 'Optimális')[0]!.strokeWidth).toBe(5);
  });
});

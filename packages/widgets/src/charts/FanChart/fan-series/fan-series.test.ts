import { describe, expect, it } from 'vitest';
import { vars } from '../../../theme';
import { buildFanSeries } from './fan-series';

const pct = { p05: [1], p25: [2], p50: [3], p75: [4], p95: [5] };

describe('buildFanSeries', () => {
  it('makes the outer and inner bands from the percentiles', () => {
    const { bands } = buildFanSeries(pct, undefined, []);
    expect(bands.map((b) => [b.lower, b.upper])).toEqual([
      [pct.p05, pct.p95],
      [pct.p25, pct.p75],
    ]);
    expect(bands[0]!.color).toBe(vars.chart.bandOuter);
  });
  it('draws samples first and thin, then the median and the dashed mean', () => {
    const { lines, legend } = buildFanSeries(
      pct,
      [3],
      [
        { path: [1], label: 'a' },
        { path: [2], label: 'b' },
      ],
    );
    expect(lines.map((l) => l.key)).toEqual(['sample-0', 'sample-1', 'p50', 'mean']);
    expect(lines[0]).toMatchObject({ strokeWidth: 1, inTooltip: false, inLegend: false });
    expect(lines[3]!.dashed).toBe(true);
    expect(legend.map((l) => l.label)).toContain('Mintapályák (2)');
  });
  it('leaves the mean out when not given', () => {
    const { lines, summary } = buildFanSeries(pct, undefined, []);
    expect(lines.map((l) => l.key)).toEqual(['p50']);
    expect(summary.map((s) => s.key)).toEqual(['p95', 'p75', 'p50', 'p25', 'p05']);
  });
});

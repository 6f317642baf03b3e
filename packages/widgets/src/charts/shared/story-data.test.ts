import { describe, expect, it } from 'vitest';
import { gbmFan, rentOrBuyFixture, seededRandom, tickerHistory, tradingDays } from './story-data';

describe('story fixtures', () => {
  it('are deterministic', () => {
    expect(seededRandom(1)()).toBe(seededRandom(1)());
    expect(gbmFan({ paths: 50, points: 11 }).percentiles.p50).toEqual(
      gbmFan({ paths: 50, points: 11 }).percentiles.p50,
    );
  });
  it('give ordered percentiles and finite values', () => {
    const fan = gbmFan({ paths: 200, points: 51, samples: 5 });
    expect(fan.times).toHaveLength(51);
    expect(fan.samplePaths).toHaveLength(5);
    for (let i = 0; i < 51; i++) {
      const { p05, p25, p50, p75, p95 } = fan.percentiles;
      expect(p05[i]).toBeLessThanOrEqual(p25[i]!);
      expect(p25[i]).toBeLessThanOrEqual(p50[i]!);
      expect(p50[i]).toBeLessThanOrEqual(p75[i]!);
      expect(p75[i]).toBeLessThanOrEqual(p95[i]!);
      expect(Number.isFinite(fan.mean[i])).toBe(true);
    }
  });
  it('skip weekends and rebase tickers to 100', () => {
    expect(tradingDays('2024-01-05', 2)).toEqual(['2024-01-05', '2024-01-08']);
    const h = tickerHistory({ A: { weight: 1, drift: 0.1, vol: 0.2 } }, { days: 5 });
    expect(h.timeSeries.A![0]!).toBe(100);
    expect(h.timeSeries.Portfolio).toEqual(h.timeSeries.A);
  });
  it('give a rent-or-buy comparison with a break-even', () => {
    const f = rentOrBuyFixture(10);
    expect(f.x).toHaveLength(11);
    expect(f.breakEvenYear).not.toBeNull();
  });
});

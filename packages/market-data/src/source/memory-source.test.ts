import { describe, expect, it } from 'vitest';
import { createMemoryPriceSource, PriceDataError } from './memory-source';

const base = {
  name: 'teszt',
  instruments: [{ symbol: 'A', name: 'Alfa Nyrt.', exchange: 'BÉT', currency: 'HUF', kind: 'stock' as const }],
};

describe('createMemoryPriceSource', () => {
  const source = createMemoryPriceSource({
    ...base,
    series: new Map([
      ['A', { dates: ['2025-01-02', '2025-01-03', '2025-01-06'], closes: [10, 11, 12] }],
      ['B', { dates: ['2025-01-03'], closes: [7] }],
    ]),
    members: { sp500: ['A', 'Z'] },
  });

  it('cuts series with inclusive, open-ended bounds', () => {
    expect(source.series('A')!.closes).toEqual([10, 11, 12]);
    expect(source.series('A', '2025-01-03')!.dates).toEqual(['2025-01-03', '2025-01-06']);
    expect(source.series('A', undefined, '2025-01-05')!.dates).toEqual(['2025-01-02', '2025-01-03']);
    expect(source.series('A', '2025-01-04', '2025-01-05')).toEqual({ symbol: 'A', dates: [], closes: [] });
    expect(source.series('A', '2025-02-01', '2025-01-01')).toEqual({ symbol: 'A', dates: [], closes: [] });
    expect(source.series('X')).toBeUndefined();
    expect(source.coverage('A')).toEqual({ from: '2025-01-02', to: '2025-01-06' });
    expect(source.coverage('X')).toBeUndefined();
  });

  it('hands out copies, so callers cannot change what others read', () => {
    const s = source.series('A')!;
    s.closes[0] = -1;
    s.dates.pop();
    source.symbols().pop();
    (source.members!('sp500') as string[]).pop();
    source.info('A')!.name = 'átírva';
    expect(source.series('A')!.closes[0]).toBe(10);
    expect(source.series('A')!.dates.length).toBe(3);
    expect(source.symbols()).toEqual(['A', 'B']);
    expect(source.members!('sp500')).toEqual(['A', 'Z']);
    expect(source.info('A')!.name).toBe('Alfa Nyrt.');
  });

  it('describes a symbol without facts minimally and knows nothing of unknown ones', () => {
    expect(source.info('B')).toEqual({ symbol: 'B', name: 'B', exchange: '', currency: '', kind: 'stock' });
    expect(source.info('X')).toBeUndefined();
    expect(source.members!('nasdaq')).toBeUndefined();
  });

  it('rejects broken data by symbol', () => {
    const make = (dates: string[], closes: number[]) => () =>
      createMemoryPriceSource({ ...base, series: { A: { dates, closes } } });
    expect(make(['2025-01-02'], [1, 2])).toThrow(PriceDataError);
    expect(make(['2025-01-03', '2025-01-02'], [1, 2])).toThrow('A: a dátumok nem szigorúan növekvők');
    expect(make(['2025-01-02', '2025-01-02'], [1, 2])).toThrow('nem szigorúan növekvők');
    expect(make(['2025-02-30'], [1])).toThrow('érvénytelen dátum');
    expect(make(['2025-01-02'], [0])).toThrow('hibás záróár');
    expect(make(['2025-01-02'], [Number.NaN])).toThrow('hibás záróár');
  });
});

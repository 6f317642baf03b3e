import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@penzugy/market-data';
import { budapestToday, commonCoverage, periodNotice, requestedPeriod, shiftInto } from './period';

describe('requestedPeriod', () => {
  it('fills the defaults of docs/product.md#portfolio-optimiser: the year up to today', () => {
    expect(requestedPeriod(null, null, '2026-11-22')).toEqual({
      ok: true,
      period: { from: '2025-11-22', to: '2026-11-22' },
    });
    expect(requestedPeriod('2025-03-01', null, '2026-11-22')).toEqual({
      ok: true,
      period: { from: '2025-03-01', to: '2026-11-22' },
    });
    expect(requestedPeriod(null, '2024-02-29', '2026-11-22')).toEqual({
      ok: true,
      period: { from: '2023-02-28', to: '2024-02-29' },
    });
    expect(requestedPeriod('2027-01-01', null, '2026-11-22')).toMatchObject({ ok: false, field: 'fromDate' });
  });

  it('takes today in Budapest, not UTC', () => {
    expect(budapestToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(budapestToday(new Date('2025-06-30T21:59:00Z'))).toBe('2025-06-30');
  });
});

describe('commonCoverage and shiftInto', () => {
  it('intersects coverages', () => {
    expect(
      commonCoverage([
        { from: '2015-01-02', to: '2025-12-30' },
        { from: '2024-01-02', to: '2025-12-31' },
      ]),
    ).toEqual({ from: '2024-01-02', to: '2025-12-30' });
    expect(
      commonCoverage([
        { from: '2015-01-02', to: '2016-01-01' },
        { from: '2024-01-02', to: '2025-12-31' },
      ]),
    ).toBeNull();
  });

  it('moves a window to the nearest edge of the data, keeping its length where it fits (property)', () => {
    const cov = { from: '2015-01-02', to: '2025-12-30' };
    fc.assert(
      fc.property(fc.integer({ min: -8000, max: 8000 }), fc.integer({ min: 0, max: 5000 }), (offset, length) => {
        const from = addDays('2020-01-01', offset);
        const req = { from, to: addDays(from, length) };
        const p = shiftInto(req, cov);
        expect(p.from >= cov.from && p.to <= cov.to && p.from <= p.to).toBe(true);
        expect(daysBetween(p.from, p.to)).toBe(Math.min(length, daysBetween(cov.from, cov.to)));
        if (req.to > cov.to) expect(p.to).toBe(cov.to);
        else expect(p.from).toBe(cov.from);
      }),
    );
  });
});

describe('periodNotice', () => {
  it('says in Hungarian what was asked and what was used', () => {
    const asked = { from: '2025-11-22', to: '2026-11-22' };
    expect(periodNotice('none', asked, asked)).toBeUndefined();
    expect(periodNotice('shifted', asked, { from: '2024-12-30', to: '2025-12-30' })).toBe(
      'A kért időszakra (2025. november 22. – 2026. november 22.) nincs elég adat, ezért a legközelebbi elérhető, ugyanilyen hosszú időszakkal (2024. december 30. – 2025. december 30.) számoltunk.',
    );
    expect(
      periodNotice('clipped', { from: '2025-01-01', to: '2026-06-30' }, { from: '2025-01-02', to: '2025-12-30' }),
    ).toBe(
      'A kért időszaknak (2025. január 1. – 2026. június 30.) csak egy részére van adat, ezért a(z) 2025. január 2. – 2025. december 30. közötti időszakkal számoltunk.',
    );
  });
});

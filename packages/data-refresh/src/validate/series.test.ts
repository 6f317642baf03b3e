import { describe, expect, it } from 'vitest';
import { checkDaily, checkMonthly, checkNotShorter, MAX_DAILY_CHANGE, monthEnd, nextMonth } from './series';

const rules = { what: 'EUR/HUF', min: 200, max: 700, maxGapDays: 5 };

describe('checkDaily', () => {
  it('accepts an ordinary week', () => {
    expect(checkDaily(['2026-04-10', '2026-04-13', '2026-04-14'], [377.2, 366.9, 368.12], rules, '2026-04-14')).toEqual(
      [],
    );
  });

  it('names a future date, a range breach (a misread comma), a gap, a 90 % jump and disorder', () => {
    expect(checkDaily(['2026-04-13', '2026-04-15'], [366.9, 368], rules, '2026-04-14')).toEqual([
      'EUR/HUF: jövőbeli dátum: 2026-04-15 (ma 2026-04-14).',
    ]);
    expect(checkDaily(['2026-04-13', '2026-04-14'], [366.9, 36812], rules, '2026-04-14')[0]).toBe(
      'EUR/HUF: 2026-04-14: 36812 kívül esik a 200–700 tartományon (rossz tizedesjel?).',
    );
    expect(checkDaily(['2026-04-01', '2026-04-13'], [366, 367], rules, '2026-04-14')).toEqual([
      'EUR/HUF: 12 napos hézag 2026-04-01 és 2026-04-13 között (legfeljebb 5 megengedett).',
    ]);
    const wide = { ...rules, min: 1, max: 1e6 };
    expect(
      checkDaily(['2026-04-13', '2026-04-14'], [300, 300 * (1 + MAX_DAILY_CHANGE)], wide, '2026-04-14')[0],
    ).toContain('90 %-os egynapos változás');
    expect(checkDaily(['2026-04-13', '2026-04-14'], [300, 30], wide, '2026-04-14')[0]).toContain('-90 %-os');
    expect(checkDaily(['2026-04-13', '2026-04-14'], [300, 300 * 1.89], wide, '2026-04-14')).toEqual([]);
    expect(checkDaily(['2026-04-14', '2026-04-13'], [366, 367], rules, '2026-04-14')[0]).toContain('nem növekvők');
  });

  it('judges only from the join row on', () => {
    expect(checkDaily(['2020-01-01', '2026-04-13', '2026-04-14'], [1, 366.9, 368], rules, '2026-04-14', 2)).toEqual([]);
    expect(
      checkDaily(['2020-01-01', '2026-04-13', '2026-04-14'], [1, 366.9, 36800], rules, '2026-04-14', 2),
    ).toHaveLength(2);
  });
});

describe('checkMonthly', () => {
  it('wants consecutive months that are over, in range', () => {
    expect(
      checkMonthly(['2026-01', '2026-02'], [102.1, 101.4], { what: 'KSH', min: 50, max: 200 }, '2026-03-10'),
    ).toEqual([]);
    expect(
      checkMonthly(['2026-01', '2026-03'], [102.1, 101.8], { what: 'KSH', min: 50, max: 200 }, '2026-04-10'),
    ).toEqual(['KSH: 2026-01 után 2026-03 következik: hiányzó hónap.']);
    expect(
      checkMonthly(['2026-02', '2026-03'], [101.4, 1014], { what: 'KSH', min: 50, max: 200 }, '2026-03-10'),
    ).toEqual([
      'KSH: 2026-03 még nem zárult le (ma 2026-03-10): jövőbeli adat.',
      'KSH: 2026-03: 1014 kívül esik a 50–200 tartományon (rossz tizedesjel?).',
    ]);
  });

  it('month helpers', () => {
    expect(nextMonth('2025-12')).toBe('2026-01');
    expect(monthEnd('2024-02')).toBe('2024-02-29');
  });
});

describe('checkNotShorter', () => {
  it('refuses a fetch that ends before the last good data', () => {
    expect(checkNotShorter('EKB', '2026-04-17', '2026-04-13')).toEqual([]);
    expect(checkNotShorter('EKB', '2026-04-10', '2026-04-13')[0]).toContain('csonka válasz');
    expect(checkNotShorter('EKB', undefined, undefined)).toEqual(['EKB: a válaszban nincs adat.']);
  });
});

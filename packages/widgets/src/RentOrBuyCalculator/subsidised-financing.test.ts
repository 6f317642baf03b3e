import { CSOK_PLUSZ_TERMS, DUTY_EXEMPT_PROGRAMMES, OTTHON_START_TERMS, ruleOn } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { subsidisedFinancing } from './subsidised-financing';

const DAY = '2026-11-28';

describe('buying with a subsidised loan in rent or buy', () => {
  it('takes the programme’s rate cap and the duty exemption from the rules in force on the day', () => {
    const otthonStart = subsidisedFinancing('otthonStart', DAY)!;
    expect(otthonStart.financing).toEqual({
      kind: 'rate',
      annualRate: ruleOn(OTTHON_START_TERMS, DAY)!.value.maxRatePercent,
      dutyExempt: false,
    });
    const csokPlusz = subsidisedFinancing('csokPlusz', DAY)!;
    expect(csokPlusz.financing).toEqual({
      kind: 'rate',
      annualRate: ruleOn(CSOK_PLUSZ_TERMS, DAY)!.value.maxRatePercent,
      dutyExempt: true,
    });
    expect(csokPlusz.rules.map((r) => r.id)).toEqual([CSOK_PLUSZ_TERMS.id, DUTY_EXEMPT_PROGRAMMES.id]);
  });

  it('offers no programme on a day before its rules', () => {
    expect(subsidisedFinancing('otthonStart', '2020-01-01')).toBeNull();
  });
});

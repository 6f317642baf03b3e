import { afterTax, todayInHungary, WRAPPER_LABELS } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STRINGS,
  accountDefaults,
  readAccount,
  viewWords,
  withViewCaption,
  type AccountState,
} from './account';
import { pathAfterTax } from './after-tax-path';
import { fromQueryString, toQueryString } from './query';
import { realTermsDefaults } from './real-terms';

const DAY = '2026-05-04';
const nominal = { ...realTermsDefaults(DAY), terms: 'nominal' as const };
const real = { terms: 'real' as const, inflation: 4.4 };

describe('account view state', () => {
  it('is before tax with a TBSZ opened today by default, and takes the names from finance-core', () => {
    expect(accountDefaults()).toEqual({ wrapper: 'gross', openedOn: todayInHungary() });
    expect(ACCOUNT_STRINGS.options.tbsz).toBe(WRAPPER_LABELS.tbsz);
    expect(ACCOUNT_STRINGS.legend).toBe('Számla');
  });

  it('round-trips through a link and ignores an unknown account or a day that is no day', () => {
    const defaults = accountDefaults(DAY);
    const state: AccountState = { wrapper: 'tbsz', openedOn: '2026-02-01' };
    const query = toQueryString(state, defaults);
    expect(query).toBe('wrapper=tbsz&openedOn=2026-02-01');
    expect(readAccount(fromQueryString(query, defaults), defaults)).toEqual(state);
    expect(readAccount({ wrapper: 'isa', openedOn: '2026-02-30' }, defaults)).toEqual(defaults);
    expect(toQueryString(defaults, defaults)).toBe('');
  });
});

describe('pathAfterTax', () => {
  const values = [1000, 1200, 1500, 1700];
  const times = [0, 2, 4, 7];
  it('is null before tax and finance-core’s afterTax in a wrapper (the opening day only for a TBSZ)', () => {
    expect(pathAfterTax(values, accountDefaults(DAY), { times, invested: 1000, date: DAY })).toBeNull();
    const tbsz = pathAfterTax(
      values,
      { wrapper: 'tbsz', openedOn: '2026-01-05' },
      { times, invested: 1000, date: DAY },
    );
    expect(tbsz).toEqual({
      ok: true,
      result: afterTax(values, { wrapper: 'tbsz', times, invested: 1000, date: DAY, openedOn: '2026-01-05' }),
    });
    // A NYESZ ignores the TBSZ day, even a bad one.
    const nyesz = pathAfterTax(values, { wrapper: 'nyesz', openedOn: '' }, { times, invested: 1000, date: DAY });
    expect(nyesz).toEqual({
      ok: true,
      result: afterTax(values, { wrapper: 'nyesz', times, invested: 1000, date: DAY }),
    });
  });

  it('returns finance-core’s refusal naming the field instead of throwing', () => {
    const out = pathAfterTax(values, { wrapper: 'tbsz', openedOn: '2026-06-01' }, { times, invested: 1000, date: DAY });
    expect(out).toMatchObject({ ok: false, field: 'openedOn' });
    expect(out && !out.ok && out.message).toMatch(/^TBSZ nyitásának napja: nem lehet a kezdőnap után/);
  });
});

describe('withViewCaption', () => {
  it('adds the account’s and the terms’ words in one parenthesis', () => {
    const tbsz: AccountState = { wrapper: 'tbsz', openedOn: DAY };
    expect(withViewCaption('Percentilisek', accountDefaults(DAY), nominal)).toBe('Percentilisek');
    expect(withViewCaption('Percentilisek', tbsz, nominal)).toBe('Percentilisek (adózás után, TBSZ-en)');
    expect(withViewCaption('Percentilisek', { ...tbsz, wrapper: 'none' }, real)).toBe(
      'Percentilisek (adózás után, értékpapírszámlán; mai forintban, évi 4,4% inflációval)',
    );
    expect(viewWords(accountDefaults(DAY), real)).toBe('mai forintban, évi 4,4% inflációval');
  });
});

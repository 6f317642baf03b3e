import { describe, expect, it } from 'vitest';
import { WATCHLIST_MESSAGES } from './strings';
import { readWatchlistName, WATCHLIST_MAX_ITEMS, WATCHLIST_NAME_MAX_LENGTH } from './watchlist-name';

describe('readWatchlistName', () => {
  it.each([
    ['AAPL', 'AAPL'],
    [' aapl ', 'AAPL'],
    ['brk.b', 'BRK.B'],
    ['^GSPC', '^GSPC'],
    ['EURUSD=X', 'EURUSD=X'],
    ['RDS-A', 'RDS-A'],
    ['otp', 'OTP'],
  ])('accepts %j as %j', (input, name) => {
    expect(readWatchlistName(input)).toEqual({ ok: true, name });
  });

  it.each([
    '',
    '   ',
    'A B',
    'AAPL/x',
    'ÁRF',
    'a'.repeat(WATCHLIST_NAME_MAX_LENGTH + 1),
    '../x',
    '__name__',
    '.',
    '..',
    '-',
    '^=',
  ])('refuses %j with the Hungarian message', (input) => {
    expect(readWatchlistName(input)).toEqual({ ok: false, message: WATCHLIST_MESSAGES.invalidName });
  });

  it('refuses anything that is not a string without throwing', () => {
    for (const input of [undefined, null, 42, {}, ['AAPL']]) expect(readWatchlistName(input).ok).toBe(false);
  });

  it('accepts exactly the maximum length', () => {
    expect(readWatchlistName('A'.repeat(WATCHLIST_NAME_MAX_LENGTH)).ok).toBe(true);
  });
});

describe('WATCHLIST_MAX_ITEMS', () => {
  it('is the number the full-list message names', () => {
    expect(WATCHLIST_MESSAGES.full).toContain(`legfeljebb ${WATCHLIST_MAX_ITEMS} szimbólumot`);
  });
});

import { describe, expect, it } from 'vitest';
import { quotesToFetch } from './market';

describe('quotesToFetch', () => {
  it('asks once per name, for names not already requested', () => {
    expect(quotesToFetch(['AAPL', 'MSFT', 'AAPL'], new Set())).toEqual(['AAPL', 'MSFT']);
    expect(quotesToFetch(['AAPL', 'MSFT', 'OTP'], new Set(['AAPL']))).toEqual(['MSFT', 'OTP']);
    expect(quotesToFetch([], new Set(['AAPL']))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseTermName, resolveTermName } from './term-names';

describe('resolveTermName', () => {
  const names = { thm: 'thm', önerő: 'oneró', annuitás: 'annuitas' } as Record<string, string>;

  it('finds a name or alias by its key, whatever the case and spacing', () => {
    expect(resolveTermName(names, 'THM')).toBe('thm');
    expect(resolveTermName(names, '  Annuitás ')).toBe('annuitas');
    expect(resolveTermName(names, encodeURIComponent('Annuitás'))).toBe('annuitas');
    expect(normaliseTermName('Önerő')).toBe('önerő');
  });

  it('never answers with what objects inherit, nor with a value that is not a slug', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(resolveTermName(names, name), name).toBeUndefined();
    }
    // 'oneró' is not a slug: a malformed index entry is not followed either.
    expect(resolveTermName(names, 'Önerő')).toBeUndefined();
    expect(resolveTermName(undefined, 'THM')).toBeUndefined();
  });
});

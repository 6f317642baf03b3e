/**
 * The embed's stand-in for finance-core's rule-source shorthands (rule-sources.ts): a source keeps the
 * status the rule notes show, and its texts, which the embed leaves out, throw when read instead of
 * showing `undefined`.
 */
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_LABELS, RULES_CHECKED } from '../../../../packages/finance-core/src/rules/sources';
import { conflicting, official, secondary } from './rule-sources';
import * as stub from './rule-sources';

describe('the rule-source stub', () => {
  it('keeps the status and throws on the texts', () => {
    expect(official('32/2014. (IX. 10.) MNB rendelet', 'https://njt.hu/').status).toBe('official');
    expect(secondary('a', 'b', 'c').status).toBe('secondary');
    expect(conflicting('a', 'b', 'c', 'd').status).toBe('conflict');
    const source = secondary('a', 'b', 'c', 'd');
    for (const read of [() => source.legalRef, () => source.url, () => source.readAt, () => source.note])
      expect(read).toThrow(/rules\/sources\.ts: \w+ is not bundled in the embed/);
  });

  it('passes the rest of sources.ts through', () => {
    expect(stub.RULES_CHECKED).toBe(RULES_CHECKED);
    expect(stub.CONFIRMATION_LABELS).toBe(CONFIRMATION_LABELS);
  });
});

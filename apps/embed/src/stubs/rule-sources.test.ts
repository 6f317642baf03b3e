/**
 * The embed's stand-in for finance-core's rule-source shorthands (rule-sources.ts): a source keeps the
 * status the rule notes show and nothing else, and no widget reads what it leaves out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_LABELS, RULES_CHECKED } from '../../../../packages/finance-core/src/rules/sources';
import * as stub from './rule-sources';

const WIDGETS_SRC = path.resolve(__dirname, '../../../../packages/widgets/src');

/** The widgets' and the embed's non-test sources. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name);
    if (d.isDirectory()) return sources(file);
    return /\.tsx?$/.test(d.name) && !/\.(test|stories)\.tsx?$/.test(d.name) ? [file] : [];
  });
}

describe('the rule-source stub', () => {
  it('keeps the status only', () => {
    expect(stub.official('32/2014. (IX. 10.) MNB rendelet', 'https://njt.hu/')).toEqual({ status: 'official' });
    expect(stub.secondary('a', 'b', 'c')).toEqual({ status: 'secondary' });
    expect(stub.conflicting('a', 'b', 'c', 'd')).toEqual({ status: 'conflict' });
  });

  it('passes the rest of sources.ts through', () => {
    expect(stub.RULES_CHECKED).toBe(RULES_CHECKED);
    expect(stub.CONFIRMATION_LABELS).toBe(CONFIRMATION_LABELS);
  });

  it('is safe: no widget reads a source’s text, which the embed leaves out', () => {
    const reads = new RegExp(`\\bsource\\??\\.(${stub.STUBBED_SOURCE_FIELDS.join('|')})\\b`);
    const files = [...sources(WIDGETS_SRC), ...sources(path.resolve(__dirname, '..'))];
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => reads.test(readFileSync(f, 'utf8'))).map((f) => path.relative(WIDGETS_SRC, f))).toEqual(
      [],
    );
  });
});

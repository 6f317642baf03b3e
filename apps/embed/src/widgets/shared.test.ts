import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { methodologyHref, SITE_ORIGIN } from './shared';

describe('the embed’s links to the site', () => {
  it('uses the site’s own default origin (apps/site/vite/page-meta.ts), so the two cannot drift apart', () => {
    const pageMeta = readFileSync(path.resolve(__dirname, '../../../site/vite/page-meta.ts'), 'utf8');
    expect(pageMeta).toContain(`export const DEFAULT_SITE_ORIGIN = '${SITE_ORIGIN}';`);
  });

  it('links a rule to its anchor on the site’s methodology page, with an absolute address', () => {
    expect(methodologyHref('debtBrake.jtmIncomeThreshold')).toBe(
      `${SITE_ORIGIN}/modszertan#debtBrake.jtmIncomeThreshold`,
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { methodologyHref, SITE_ORIGIN } from './shared';

describe('the embed’s links to the site', () => {
  it('uses the site’s own default origin (apps/site/vite/page-meta.ts), so the two cannot drift apart', () => {
    const pageMeta = readFileSync(new URL('../../../site/vite/page-meta.ts', import.meta.url), 'utf8');
    expect(pageMeta).toContain(`export const DEFAULT_SITE_ORIGIN = '${SITE_ORIGIN}';`);
  });

  it('links a rule to its anchor on the site’s methodology page, with an absolute address', () => {
    expect(methodologyHref('debtBrake.jtmIncomeThreshold')).toBe(
      `${SITE_ORIGIN}/modszertan#debtBrake.jtmIncomeThreshold`,
    );
  });
});

/**
 * The state-bond widget as the embed compiles it (vitest.config.ts: preact/compat and the stubs, among
 * them the rule sources without their legal texts, src/stubs/rule-sources.ts): nothing it shows reads
 * a field the stub leaves out, and its chart, loaded on demand in the build, arrives in its place.
 */
import { compareSavings, formatHuf, SAVINGS_OPTION_IDS } from '@penzugy/finance-core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CHART_ON_DEMAND_STRINGS, WealthComparisonChart } from './chart-on-demand';
import { kebabCase } from '../shared';
import { mount } from './index';

/** Waits for a condition (not a time budget: the machine is shared); vitest's timeout catches a hang. */
async function until(check: () => boolean) {
  while (!check()) await new Promise((r) => setTimeout(r, 30));
}

afterEach(() => document.body.replaceChildren());

describe('the state-bond widget in the embed', () => {
  it('shows the result, the notes and the rule notes with no stripped source field ("undefined") and no NaN', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const shadow = el.attachShadow({ mode: 'open' });
    const attributes = [
      { name: 'data-amount', key: 'amount', value: '2000000' },
      { name: 'data-years', key: 'years', value: '7' },
      // Every option, so every rule and note the calculator can show is on screen.
      { name: 'data-options', key: 'options', value: SAVINGS_OPTION_IDS.map(kebabCase).join(', ') },
    ];
    const handle = mount(el, shadow, { attributes, kind: 'data', widget: 'state-bonds' });
    const headline = () => shadow.querySelector('[data-testid="state-bonds-headline"]');
    await until(() => headline() !== null);
    const r = compareSavings({ amount: 2_000_000, years: 7, options: [...SAVINGS_OPTION_IDS] });
    const spaces = (t: string | null | undefined) => (t ?? '').replace(/\s+/g, ' ').trim();
    expect(spaces(headline()!.textContent)).toBe(spaces(r.headline));
    const text = shadow.textContent ?? '';
    for (const note of r.notes) expect(spaces(text)).toContain(spaces(note));
    // The rule notes are there, each linking to the site's methodology page.
    const ruleLinks = [...shadow.querySelectorAll('a[href*="/modszertan#"]')];
    expect(ruleLinks.length).toBe(new Set(r.rules.map((rule) => rule.id)).size);
    expect(spaces(text)).toContain(spaces(formatHuf(r.options.find((o) => o.id === r.best)!.final.net)));
    expect(text).not.toMatch(/undefined|NaN|\[object Object\]/);
    handle.unmount();
  });
});

describe('the chart loaded on demand', () => {
  it('holds the chart’s place with a status line, then draws the chart', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    root.render(<WealthComparisonChart title="Próba" x={[0, 1, 2]} series={[{ label: 'A', values: [1, 2, 3] }]} />);
    await until(() => el.querySelector('[role="status"]') !== null || el.querySelector('svg') !== null);
    expect(el.querySelector('[role="status"]')?.textContent).toBe(CHART_ON_DEMAND_STRINGS.loading);
    await until(() => el.querySelector('svg') !== null);
    expect(el.textContent).not.toContain(CHART_ON_DEMAND_STRINGS.loading);
    expect(el.textContent).toContain('Próba');
    root.unmount();
  });
});

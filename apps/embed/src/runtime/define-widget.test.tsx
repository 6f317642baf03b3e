import { homeLoan } from '@penzugy/finance-core';
import type { CalculatorEventHandler } from '@penzugy/widgets';
import { afterEach, describe, expect, it } from 'vitest';
import type { AttributeInput } from '../attributes';
import { textAttribute } from '../config/value-types';
import { mount as mountLoanCalculator } from '../widgets/loan-calculator';
import { defineWidget } from './define-widget';
import { registeredCss } from './style-registry';

/** A widget that shows a label, reports a click, and throws when told to. */
function Probe({ label, crash, onEvent }: { label?: string; crash?: boolean; onEvent: CalculatorEventHandler }) {
  if (crash) throw new Error('Probe crashed');
  return (
    <button
      type="button"
      onClick={() => onEvent({ type: 'calculator_interaction', calculator: 'home-loan', action: 'submit' })}
    >
      {label ?? 'alap'}
    </button>
  );
}

const mountProbe = defineWidget({
  name: 'loan-calculator',
  attributes: { label: textAttribute({ maxLength: 100 }), crash: { type: 'boolean' } },
  render: (values, { onEvent }) => <Probe label={values.label} crash={values.crash} onEvent={onEvent} />,
});

const settings = (s: Record<string, string>): AttributeInput[] =>
  Object.entries(s).map(([key, value]) => ({ name: `data-${key}`, key, value }));

function host() {
  const el = document.createElement('div');
  document.body.append(el);
  return { el, shadow: el.attachShadow({ mode: 'open' }) };
}

/** Lets preact commit and run its effects. */
const settle = () => new Promise((r) => setTimeout(r, 30));

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await settle();
  }
}

afterEach(() => document.body.replaceChildren());

describe('defineWidget', () => {
  it('renders into the shadow root, in Hungarian, and says it is ready', async () => {
    const { el, shadow } = host();
    const events: string[] = [];
    el.addEventListener('penzugy:ready', (e) => events.push(JSON.stringify((e as CustomEvent).detail)));
    mountProbe(el, shadow, { attributes: settings({ label: 'Számítás' }), kind: 'data' });
    await settle();
    expect(shadow.querySelector('button')?.textContent).toBe('Számítás');
    expect(shadow.querySelector('button')?.closest('[lang]')?.getAttribute('lang')).toBe('hu');
    expect(events).toEqual([JSON.stringify({ ok: true, widget: 'loan-calculator', type: 'ready' })]);
    // The light DOM of the page is untouched.
    expect(el.childNodes.length).toBe(0);
  });

  it('forwards the widget’s events as bubbling, composed DOM events on the host', async () => {
    const { el, shadow } = host();
    const seen: CustomEvent[] = [];
    document.addEventListener('penzugy:calculator_interaction', (e) => seen.push(e as CustomEvent), { once: true });
    mountProbe(el, shadow, { attributes: [], kind: 'data' });
    await settle();
    shadow.querySelector('button')!.click();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.target).toBe(el);
    expect(seen[0]!.bubbles && seen[0]!.composed).toBe(true);
    expect(seen[0]!.detail).toEqual({
      type: 'calculator_interaction',
      calculator: 'home-loan',
      action: 'submit',
      widget: 'loan-calculator',
    });
  });

  it('replaces the widget with a card naming each bad attribute, values as text only', async () => {
    const { el, shadow } = host();
    const errors: CustomEvent[] = [];
    el.addEventListener('penzugy:error', (e) => errors.push(e as CustomEvent));
    const evil = '<img src=x onerror="window.pwned=1">';
    mountProbe(el, shadow, { attributes: settings({ theme: evil, crash: 'talán' }), kind: 'data' });
    await settle();
    const text = shadow.textContent ?? '';
    expect(text).toContain('A widget beállításai hibásak');
    expect(text).toContain(`data-theme="${evil}" – Lehetséges értékek: light, dark, auto.`);
    expect(text).toContain('data-crash="talán" – Lehetséges értékek: true vagy false (igen vagy nem).');
    expect(shadow.querySelector('img')).toBeNull();
    expect(shadow.querySelector('button')).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.detail.problems.map((p: { attribute: string }) => p.attribute)).toEqual([
      'data-theme',
      'data-crash',
    ]);
  });

  it('shows the crash card in a widget that throws while the others keep working', async () => {
    const a = host();
    const b = host();
    const errors: string[] = [];
    a.el.addEventListener('penzugy:error', (e) => errors.push((e as CustomEvent).detail.message));
    mountProbe(a.el, a.shadow, { attributes: settings({ crash: 'true' }), kind: 'data' });
    mountProbe(b.el, b.shadow, { attributes: settings({ label: 'Működik' }), kind: 'data' });
    await settle();
    expect(a.shadow.querySelector('[role="alert"]')?.textContent).toContain('Hiba történt');
    expect(a.shadow.textContent).toContain('Az oldal többi része továbbra is működik.');
    expect(errors).toEqual(['Probe crashed']);
    expect(b.shadow.querySelector('button')?.textContent).toBe('Működik');
  });

  it('re-renders with new settings and empties the shadow root on unmount', async () => {
    const { el, shadow } = host();
    const handle = mountProbe(el, shadow, { attributes: settings({ label: 'Első' }), kind: 'data' });
    await settle();
    handle.update(settings({ label: 'Második' }));
    await settle();
    expect(shadow.querySelector('button')?.textContent).toBe('Második');
    handle.unmount();
    expect(shadow.childNodes.length).toBe(0);
  });

  it('registers the widgets’ CSS, adapted for the shadow root (px, no rem)', async () => {
    const css = registeredCss();
    expect(css.length).toBeGreaterThan(0);
    expect(css).not.toMatch(/\drem\b/);
  });
});

describe('the loan calculator chunk', () => {
  it('mounts the real calculator with the settings and reports finance-core’s result', async () => {
    const { el, shadow } = host();
    const results: Record<string, unknown>[] = [];
    el.addEventListener('penzugy:result', (e) => results.push((e as CustomEvent).detail));
    mountLoanCalculator(el, shadow, {
      attributes: settings({ price: '45000000', 'down-payment': '9000000', rate: '6,5', years: '25' }),
      kind: 'data',
    });
    await until(() => results.length > 0);
    expect(shadow.querySelector('h2')?.textContent).toBe('Lakáshitel kalkulátor');
    const expected = homeLoan({ price: 45e6, downPayment: 9e6, annualRate: 6.5, years: 25 });
    expect(results[0]).toMatchObject({
      widget: 'loan-calculator',
      type: 'result',
      calculator: 'home-loan',
      summary: { monthlyPayment: expected.monthlyPayment },
    });
  });
});

/**
 * Theming as a page without vanilla-extract meets it, in Chromium (the visual project; no
 * screenshots): a widget with no ThemeRoot above it is in the dark theme and paints its own
 * background, text colour and font on a white host page; plain CSS sets the documented
 * `--penzugy-…` properties; ThemeRoot still chooses the theme (issue 26).
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { Button } from '../Button';
import { Card } from '../Card';
import { LoanCalculator } from '../LoanCalculator';
import { darkTokens, lightTokens, ThemeRoot, vars } from '.';

// React's act() outside a test renderer: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Renders into a host page styled as a typical light blog: white, black text, a serif font. */
function mount(element: React.ReactElement, css = '') {
  const sheet = document.createElement('style');
  sheet.textContent = `.host { background: #fff; color: #000; font-family: serif; } ${css}`;
  document.head.append(sheet);
  const host = document.createElement('div');
  host.className = 'host';
  document.body.append(host);
  const root: Root = createRoot(host);
  act(() => root.render(element));
  cleanups.push(() => {
    act(() => root.unmount());
    host.remove();
    sheet.remove();
  });
  return host;
}

/** A colour as the browser computes it, for comparing with a token. */
function rgb(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const calculatorRoot = (page: HTMLElement) => page.querySelector('section') as HTMLElement;

describe('theming with plain CSS', () => {
  test('the variables have stable, documented names', () => {
    expect(vars.color.accent).toBe('var(--penzugy-color-accent)');
    expect(vars.color.surfaceRaised).toBe('var(--penzugy-color-surface-raised)');
    expect(vars.radius.md).toBe('var(--penzugy-radius-md)');
    expect(vars.font.body).toBe('var(--penzugy-font-body)');
  });

  test('without ThemeRoot a widget is in the dark theme and paints its own surface on a light page', () => {
    const page = mount(<LoanCalculator />);
    const section = calculatorRoot(page);
    const style = getComputedStyle(section);
    expect(style.backgroundColor).toBe(rgb(darkTokens.color.background));
    expect(style.color).toBe(rgb(darkTokens.color.text));
    expect(style.fontFamily).not.toBe('serif');
    expect(style.fontFamily).toContain('system-ui');
    // The page around it keeps its own look: nothing but namespaced variables reach it.
    expect(getComputedStyle(page).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(page).color).toBe('rgb(0, 0, 0)');
  });

  test('a card-shaped widget (market table, watchlist) keeps its own surface without ThemeRoot', () => {
    const page = mount(<Card title="Figyelőlista">OTP</Card>);
    const card = page.firstElementChild as HTMLElement;
    expect(getComputedStyle(card).backgroundColor).toBe(rgb(darkTokens.color.surface));
    expect(getComputedStyle(card).color).toBe(rgb(darkTokens.color.text));
    expect(getComputedStyle(card).fontFamily).toContain('system-ui');
  });

  test('a plain CSS rule sets the accent, the radii and the font', () => {
    const page = mount(
      <Button>Számítás</Button>,
      '.host { --penzugy-color-accent: #e4007f; --penzugy-radius-md: 0px; --penzugy-font-body: monospace; }',
    );
    const button = page.querySelector('button') as HTMLElement;
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(228, 0, 127)');
    expect(getComputedStyle(button).borderTopLeftRadius).toBe('0px');
    const calculator = mount(<LoanCalculator />, '.host { --penzugy-font-body: monospace; }');
    expect(getComputedStyle(calculatorRoot(calculator)).fontFamily).toBe('monospace');
  });

  test('ThemeRoot still chooses the theme, and a page rule overrides it for its subtree', () => {
    const page = mount(
      <ThemeRoot theme="light">
        <LoanCalculator />
        <div className="brand">
          <Button>Számítás</Button>
        </div>
      </ThemeRoot>,
      '.brand { --penzugy-color-accent: #e4007f; }',
    );
    const section = calculatorRoot(page);
    expect(getComputedStyle(section).backgroundColor).toBe(rgb(lightTokens.color.background));
    expect(getComputedStyle(section).color).toBe(rgb(lightTokens.color.text));
    const buttons = page.querySelectorAll('button');
    const branded = [...buttons].find((b) => b.closest('.brand')) as HTMLElement;
    expect(getComputedStyle(branded).backgroundColor).toBe('rgb(228, 0, 127)');
  });
});

import { describe, expect, it } from 'vitest';
import { collectAttributes, settingKey, settingValue } from './attributes';

describe('settingKey', () => {
  it('reads data-* as settings everywhere, plain attributes on our custom elements only', () => {
    expect(settingKey('data-down-payment', false)).toBe('down-payment');
    expect(settingKey('data-penzugy-widget', false)).toBeNull();
    expect(settingKey('price', false)).toBeNull();
    expect(settingKey('price', true)).toBe('price');
    expect(settingKey('DATA-Theme', true)).toBe('theme');
  });

  it('leaves the page’s own attributes to the page', () => {
    for (const name of ['id', 'class', 'style', 'hidden', 'title', 'aria-label', 'onclick', 'tabindex', 'slot'])
      expect(settingKey(name, true)).toBeNull();
  });
});

describe('collectAttributes', () => {
  it('collects the settings of a data-attribute container', () => {
    const div = document.createElement('div');
    div.innerHTML =
      '<div id="x" class="embed" data-penzugy-widget="loan-calculator" data-price="45000000" data-theme="dark" title="t"></div>';
    expect(collectAttributes(div.firstElementChild!)).toEqual([
      { name: 'data-price', key: 'price', value: '45000000' },
      { name: 'data-theme', key: 'theme', value: 'dark' },
    ]);
  });

  it('collects the settings of a custom element, data-* included', () => {
    const el = document.createElement('penzugy-rent-or-buy');
    el.setAttribute('id', 'b');
    el.setAttribute('rent', '220000');
    el.setAttribute('data-theme', 'dark');
    el.setAttribute('aria-label', 'Kalkulátor');
    const collected = collectAttributes(el);
    expect(collected).toEqual([
      { name: 'rent', key: 'rent', value: '220000' },
      { name: 'data-theme', key: 'theme', value: 'dark' },
    ]);
    expect(settingValue(collected, 'theme')).toBe('dark');
    expect(settingValue(collected, 'mode')).toBeUndefined();
  });
});

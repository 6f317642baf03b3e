import { describe, expect, it } from 'vitest';
import { frameSettings, isSafeThemeValue } from './frame-settings';

describe('frameSettings', () => {
  it('reads the widget, the parent origin and the settings the loader put in the URL', () => {
    const params = new URLSearchParams({ widget: 'loan-calculator', origin: 'https://partner.hu', kind: 'data' });
    params.append('a:data-price', '45000000');
    params.append('a:data-theme', 'dark');
    params.append('a:class', 'ignored');
    params.append('css:accent', '#0b6e55');
    params.append('css:position', 'fixed');
    expect(frameSettings(`?${params}`)).toEqual({
      widget: 'loan-calculator',
      parentOrigin: 'https://partner.hu',
      kind: 'data',
      attributes: [
        { name: 'data-price', key: 'price', value: '45000000' },
        { name: 'data-theme', key: 'theme', value: 'dark' },
      ],
      css: [['accent', '#0b6e55']],
    });
  });

  it('posts nowhere without a valid parent origin', () => {
    expect(frameSettings('?widget=loan-calculator&origin=javascript%3Aalert(1)').parentOrigin).toBeNull();
    expect(frameSettings('?widget=loan-calculator').parentOrigin).toBeNull();
  });

  it('drops theming values that could fetch an address or escape their declaration', () => {
    const hostile = [
      'var(--x,url(https://evil.example/c))',
      'var(--x, url( "https://evil.example/c" ))',
      'url(https://evil.example/c)',
      'image-set("https://evil.example/c" 1x)',
      'env(safe-area-inset-top)',
      '\\75 rl(https://evil.example/c)',
      'red; background: url(https://evil.example/c)',
      'red}body{background:red',
      'x'.repeat(201),
    ];
    for (const value of hostile) {
      expect(isSafeThemeValue('color', value), value).toBe(false);
      const params = new URLSearchParams({ widget: 'loan-calculator' });
      params.append('css:accent', value);
      params.append('css:font', value);
      expect(frameSettings(`?${params}`).css, value).toEqual([]);
    }
    for (const value of [
      '#0b6e55',
      'rebeccapurple',
      'rgb(11 110 85)',
      'oklch(60% 0.1 160)',
      'color-mix(in srgb, red 40%, blue)',
    ])
      expect(isSafeThemeValue('color', value), value).toBe(true);
    expect(isSafeThemeValue('font-family', '"Source Sans 3", system-ui, sans-serif')).toBe(true);
    expect(isSafeThemeValue('font-family', 'local(Arial)')).toBe(false);
  });
});

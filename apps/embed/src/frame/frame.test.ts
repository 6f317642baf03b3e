import { describe, expect, it } from 'vitest';
import { frameSettings } from './frame-settings';

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
});

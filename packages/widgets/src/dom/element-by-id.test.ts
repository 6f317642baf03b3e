import { describe, expect, it } from 'vitest';
import { elementById } from './element-by-id';

describe('elementById', () => {
  it("finds an element inside the anchor's shadow root, which document.getElementById cannot", () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    const target = document.createElement('input');
    target.id = 'mezo';
    shadow.append(button, target);
    expect(document.getElementById('mezo')).toBeNull();
    expect(elementById('mezo', button)).toBe(target);
    // Without an anchor: through the focused shadow host.
    button.focus();
    expect(elementById('mezo')).toBe(target);
    host.remove();
  });
  it('falls back to the document', () => {
    const el = document.createElement('p');
    el.id = 'kint';
    document.body.append(el);
    expect(elementById('kint')).toBe(el);
    expect(elementById('nincs')).toBeNull();
    el.remove();
  });
});

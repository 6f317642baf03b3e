import { describe, expect, it, vi } from 'vitest';
import { createEmitter, parentOrigin } from './events';

/** A window-like object with the parts parentOrigin reads. */
function framed({ ancestor, referrer }: { ancestor?: string; referrer?: string }) {
  const parent = { postMessage: vi.fn() };
  const win = {
    parent,
    location: { ancestorOrigins: ancestor === undefined ? undefined : [ancestor] },
    document: { referrer: referrer ?? '' },
  };
  return win as unknown as Window;
}

describe('parentOrigin', () => {
  it('is null for a page that is not framed', () => {
    expect(parentOrigin(window)).toBeNull();
  });

  it('prefers the origin the browser reports for the parent, then the referrer, else none', () => {
    expect(parentOrigin(framed({ ancestor: 'https://partner.hu', referrer: 'https://other.hu/x' }))).toBe('https://partner.hu');
    expect(parentOrigin(framed({ referrer: 'https://partner.hu/cikk?id=1' }))).toBe('https://partner.hu');
    expect(parentOrigin(framed({ ancestor: 'null' }))).toBeNull();
    expect(parentOrigin(framed({}))).toBeNull();
  });
});

describe('createEmitter', () => {
  it('dispatches on the host and posts the same event to the given origin only', () => {
    const host = document.createElement('div');
    const heard: unknown[] = [];
    host.addEventListener('penzugy:result', (e) => heard.push((e as CustomEvent).detail));
    const post = vi.spyOn(window.parent, 'postMessage');
    createEmitter(host, 'rent-or-buy', 'https://partner.hu')('result', { summary: { breakEven: 7 } });
    const detail = { summary: { breakEven: 7 }, widget: 'rent-or-buy', type: 'result' };
    expect(heard).toEqual([detail]);
    expect(post).toHaveBeenCalledWith({ source: 'penzugy-embed', type: 'result', widget: 'rent-or-buy', detail }, 'https://partner.hu');
    post.mockClear();
    createEmitter(host, 'rent-or-buy', null)('result', {});
    expect(post).not.toHaveBeenCalled();
  });
});

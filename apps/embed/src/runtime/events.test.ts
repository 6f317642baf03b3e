import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './events';

/** A framed window: only its parent's postMessage is read. */
function framed() {
  const parent = { postMessage: vi.fn() };
  return { win: { parent } as unknown as Window, post: parent.postMessage };
}

describe('createEmitter', () => {
  it('dispatches on the host and posts the same event to the given origins only', () => {
    const host = document.createElement('div');
    const heard: unknown[] = [];
    host.addEventListener('penzugy:result', (e) => heard.push((e as CustomEvent).detail));
    const { win, post } = framed();
    createEmitter(host, 'rent-or-buy', ['https://partner.hu'], win)('result', { summary: { breakEven: 7 } });
    const detail = { summary: { breakEven: 7 }, widget: 'rent-or-buy', type: 'result' };
    expect(heard).toEqual([detail]);
    expect(post).toHaveBeenCalledWith(
      { source: 'penzugy-embed', type: 'result', widget: 'rent-or-buy', detail },
      'https://partner.hu',
    );
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('posts nothing to whoever frames the page unless its origin is listed', () => {
    const host = document.createElement('div');
    const { win, post } = framed();
    createEmitter(host, 'loan-calculator', [], win)('calculator_interaction', { action: 'change' });
    expect(post).not.toHaveBeenCalled();
    const origins: string[] = [];
    const emit = createEmitter(host, 'loan-calculator', origins, win);
    origins.push('https://a.example', 'https://b.example');
    emit('result', {});
    expect(post.mock.calls.map((c) => c[1])).toEqual(['https://a.example', 'https://b.example']);
  });

  it('skips an opaque origin (a sandboxed page’s own, "null"), which postMessage refuses', () => {
    const host = document.createElement('div');
    const { win, post } = framed();
    createEmitter(host, 'loan-calculator', ['null', 'https://a.example'], win)('result', {});
    expect(post.mock.calls.map((c) => c[1])).toEqual(['https://a.example']);
  });

  it('posts nothing when the page is not framed', () => {
    const post = vi.spyOn(window, 'postMessage');
    createEmitter(document.createElement('div'), 'rent-or-buy', ['https://partner.hu'])('result', {});
    expect(post).not.toHaveBeenCalled();
    post.mockRestore();
  });
});

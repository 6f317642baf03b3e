import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INERT } from './inert';

// Runs in both component-test runs: React 19 (vitest.config.ts) and React 18 (vitest.react18.config.ts).
describe('INERT', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes the element inert in the DOM, without a React warning', () => {
    const error = vi.spyOn(console, 'error');
    const { container } = render(
      <div {...INERT}>
        <button type="button">Rejtett</button>
      </div>,
    );
    const div = container.firstElementChild as HTMLElement;
    expect(div.hasAttribute('inert')).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it('writes the attribute in server-rendered HTML', () => {
    expect(renderToString(<div {...INERT} />)).toMatch(/^<div inert(="(true)?")?><\/div>$/);
  });
});

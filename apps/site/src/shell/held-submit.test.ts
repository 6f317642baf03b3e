import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HELD_SUBMIT_GLOBAL, submitHeldForm } from './held-submit';

describe('the form held before hydration', () => {
  it("is kept by the head's inline script under the name the shell reads", () => {
    const head = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(head).toContain(`window.${HELD_SUBMIT_GLOBAL} = f;`);
  });

  it('is submitted once, and only while it is still on the page', () => {
    const submitted: string[] = [];
    const form = (name: string, isConnected: boolean) =>
      ({ isConnected, requestSubmit: () => submitted.push(name) }) as unknown as HTMLFormElement;
    const win = { [HELD_SUBMIT_GLOBAL]: form('login', true) } as unknown as Window;
    submitHeldForm(win);
    submitHeldForm(win);
    expect(submitted).toEqual(['login']);
    (win as unknown as Record<string, unknown>)[HELD_SUBMIT_GLOBAL] = form('gone', false);
    submitHeldForm(win);
    submitHeldForm({} as Window);
    expect(submitted).toEqual(['login']);
  });
});

// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EARLY_INPUT_GLOBAL,
  goLive,
  HELD_CLICK_GLOBAL,
  HELD_SUBMIT_GLOBAL,
  pressHeldButton,
  submitHeldForm,
} from './held-submit';

const head = () => readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');

/** Runs the head's inline scripts (index.html) in this jsdom window, as the browser does first. */
function runHeadScripts() {
  const scripts = [...head().matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const code of scripts) new Function(code)();
}

describe('the form held before hydration', () => {
  it("is kept by the head's inline script under the name the shell reads", () => {
    expect(head()).toContain(`window.${HELD_SUBMIT_GLOBAL} = f;`);
  });

  it("is stopped by the head's script until the page is live, even where the form's handler has hydrated", () => {
    runHeadScripts();
    document.body.innerHTML = `<form><input name="email"><button>Küldés</button></form>`;
    const form = document.querySelector('form')!;
    const handled: boolean[] = [];
    // A hydrated region's handler, which would send the form's state (without what was typed before).
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      handled.push(true);
    });
    const trusted: boolean[] = [];
    window.addEventListener('submit', (e) => trusted.push(e.isTrusted), true);
    // The form's own submission (as by its button): an event the browser fires, trusted.
    const press = () => form.requestSubmit();
    press();
    expect(trusted).toEqual([true]);
    expect(handled).toEqual([]);
    expect((window as unknown as Record<string, unknown>)[HELD_SUBMIT_GLOBAL]).toBe(form);
    // Live: the handler has the form.
    (window as unknown as Record<string, unknown>)[HELD_SUBMIT_GLOBAL] = null;
    document.documentElement.setAttribute('data-hydrated', '');
    press();
    expect(handled).toEqual([true]);
    expect((window as unknown as Record<string, unknown>)[HELD_SUBMIT_GLOBAL]).toBeNull();
    document.documentElement.removeAttribute('data-hydrated');
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

describe('what was typed before hydration', () => {
  it("is noted by the head's inline script under the name the shell reads", () => {
    expect(head()).toContain(`window.${EARLY_INPUT_GLOBAL} = []`);
  });

  it('reaches the form as input and change events, field by field in tasks of their own, before the page is live and the held submission goes', async () => {
    document.body.innerHTML = `
      <form>
        <input name="name" value="">
        <textarea name="message"></textarea>
        <input type="checkbox" name="duty" checked>
        <select name="kind"><option value="x" selected>x</option><option value="y">y</option></select>
      </form>`;
    const form = document.querySelector('form')!;
    const named = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    named('name').value = 'Kovács Péter';
    named('message').value = 'Mikor indul a hírlevél?';
    named('duty').checked = false;
    named('kind').value = 'y';
    // A render before the page went live already put the message back to the form's state.
    named('message').value = '';
    const gone = document.createElement('input');
    const seen: string[] = [];
    let tasks = 0;
    const tick = setInterval(() => tasks++, 0);
    for (const type of ['input', 'change'])
      form.addEventListener(type, (e) => {
        const el = e.target as HTMLInputElement;
        seen.push(`${type} ${el.name}=${el.type === 'checkbox' ? String(el.checked) : el.value} @${tasks}`);
        // A controlled form's render after the first field's event puts the others back to its state.
        if (el.name === 'name') {
          named('message').value = '';
          named('duty').checked = true;
        }
      });
    let submittedAfter = -1;
    let liveAfter = -1;
    form.requestSubmit = () => void (submittedAfter = seen.length);
    const win = {
      [HELD_SUBMIT_GLOBAL]: form,
      [EARLY_INPUT_GLOBAL]: [
        { el: named('name'), value: 'Kovács Péter' },
        { el: named('message'), value: 'Mikor indul a hírlevél?' },
        { el: gone, value: 'x' },
        { el: named('duty'), value: 'on', checked: false },
        { el: named('kind'), value: 'y' },
      ],
    } as unknown as Window;
    await goLive(true, () => void (liveAfter = seen.length), win);
    clearInterval(tick);
    expect(seen.map((s) => s.replace(/ @\d+$/, ''))).toEqual([
      'input name=Kovács Péter',
      'change name=Kovács Péter',
      'input message=Mikor indul a hírlevél?',
      'change message=Mikor indul a hírlevél?',
      'input duty=false',
      'change duty=false',
      'input kind=y',
      'change kind=y',
    ]);
    // One field per task: each handler sees the state the one before it left.
    const taskOf = seen.map((s) => Number(s.split('@')[1]));
    for (let i = 2; i < taskOf.length; i += 2) expect(taskOf[i]).toBeGreaterThan(taskOf[i - 2]!);
    // The page is live once every field is handed over, the held submission goes after, and the
    // noted fields are handed over once.
    expect(liveAfter).toBe(seen.length);
    expect(submittedAfter).toBe(seen.length);
    expect((win as unknown as Record<string, unknown[]>)[EARLY_INPUT_GLOBAL]).toEqual([]);
  });
});

describe('the button pressed before hydration', () => {
  it("is kept by the head's inline script under the name the shell reads", () => {
    expect(head()).toContain(`window.${HELD_CLICK_GLOBAL} = b;`);
  });

  it('is pressed once, after the typed fields, the page going live and the held submission, and only while it is on the page and enabled', async () => {
    document.body.innerHTML = `<form><input name="email"></form><button type="button">Google</button><button type="button" disabled>Off</button>`;
    const [google, off] = [...document.querySelectorAll('button')];
    const input = document.querySelector('input')!;
    const order: string[] = [];
    input.addEventListener('input', () => order.push(`input ${input.value}`));
    const form = document.querySelector('form')!;
    form.requestSubmit = () => void order.push('submit');
    google!.addEventListener('click', () => order.push('press'));
    const win = {
      [HELD_SUBMIT_GLOBAL]: form,
      [HELD_CLICK_GLOBAL]: google,
      [EARLY_INPUT_GLOBAL]: [{ el: input, value: 'a@b.hu' }],
    } as unknown as Window;
    await goLive(true, () => order.push('live'), win);
    expect(order).toEqual(['input a@b.hu', 'live', 'submit', 'press']);

    off!.addEventListener('click', () => order.push('disabled pressed'));
    const detached = document.createElement('button');
    detached.addEventListener('click', () => order.push('detached pressed'));
    for (const held of [off, detached]) pressHeldButton({ [HELD_CLICK_GLOBAL]: held } as unknown as Window);
    pressHeldButton({} as Window);
    expect(order).toEqual(['input a@b.hu', 'live', 'submit', 'press']);
  });
});

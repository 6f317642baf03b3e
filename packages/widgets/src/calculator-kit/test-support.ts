/**
 * Story helpers of the calculators. Test support only: reached by path, never through the folder's index,
 * so storybook/test stays out of the runtime bundle.
 */
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { interactionEvent, retype as retypeWith, UNTIL_READY } from '../test-support';
import type { ComponentType } from 'react';
import type { CalculatorEventHandler, CalculatorId } from './events';
import { controlledRender, type ControlledProps } from './story-fixtures';

/** Every calculator story records the events and changes it emits. */
export const calculatorStoryArgs = () => ({ onEvent: fn(), onChange: fn() });

/** The form calculators' (home loan, rent or buy) controlled value and glossary builder have no control to edit. */
export const FORM_CALCULATOR_ARG_TYPES = {
  value: { control: false },
  defaultValue: { control: 'object' },
  glossaryLink: { control: false },
} as const;

/** The args and arg types of a form calculator's stories (see FORM_CALCULATOR_ARG_TYPES). */
export const formCalculatorStoryMeta = () => ({ args: calculatorStoryArgs(), argTypes: FORM_CALCULATOR_ARG_TYPES });

/** The site's glossary links (`/dictionary/…`), as the stories with a glossary pass them. */
export const dictionaryLink = (term: string) => `/dictionary/${encodeURIComponent(term.toLowerCase())}`;

/** Replaces a field's text the way a user would, with storybook's `userEvent`. */
export const retype = (canvas: ReturnType<typeof within>, name: string, text: string) =>
  retypeWith(canvas, userEvent, name, text);

/** What a story's play function receives, as far as these helpers read it. */
interface PlayContext {
  canvasElement: HTMLElement;
  args: { onEvent?: CalculatorEventHandler | undefined };
}

/** 'Link másolása': the host hears of it, and a polite message says the link is copied or shows it. */
export const shareLinkPlay =
  (calculator: CalculatorId) =>
  async ({ canvasElement, args }: PlayContext) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Link másolása' }));
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent(calculator, 'share'));
    const status = canvas
      .getAllByRole('status')
      .find((s: HTMLElement) => s.getAttribute('aria-live') === 'polite' && s.tagName === 'P');
    await waitFor(() => expect(status).toHaveTextContent(/vágólapra másoltuk|Kimásolhatja innen/));
  };

/**
 * A down payment above the price: finance-core's Hungarian message on the field and above the
 * results, no NaN anywhere, and an 'error' event to the host.
 */
export async function expectDownPaymentAbovePrice({ canvasElement, args }: PlayContext, calculator: CalculatorId) {
  const canvas = within(canvasElement);
  await retype(canvas, 'Önerő', '60000000');
  const message = 'Önerő: nem lehet nagyobb, mint az ingatlan ára.';
  await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  await expect(canvas.getByRole('textbox', { name: 'Önerő' })).toHaveAttribute('aria-invalid', 'true');
  await expect(canvasElement.textContent).not.toMatch(/NaN|Infinity|undefined/);
  await expect(args.onEvent).toHaveBeenCalledWith({ type: 'error', calculator, message });
}

/**
 * A first-load story's play: the calculator is on the page under its title (an h2) and has told the
 * host of its first result; `then` checks that result on the canvas.
 */
export const firstLoadPlay =
  (calculator: CalculatorId, title: string, then: (canvas: ReturnType<typeof within>) => Promise<void>) =>
  async ({ canvasElement, args }: PlayContext) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'result', calculator }));
    await then(canvas);
  };

/** What a controlled story does and checks. */
export interface ControlledStoryOptions<V> {
  /** The preset button's label and the scenario it applies over the defaults. */
  preset: [label: string, scenario: Partial<V>];
  /** The part of the value the host shows. */
  shown: (value: V) => string;
  /** The field typed into, the text typed, and what the host then shows. */
  edit: [field: string, text: string, hostShows: string];
  /** Checks that the preset was applied. */
  afterPreset: (canvas: ReturnType<typeof within>) => Promise<unknown>;
  /** When given, 'Alapértékek' is pressed next and this checks the defaults are back. */
  afterDefaults?: (canvas: ReturnType<typeof within>) => Promise<unknown>;
}

/**
 * A controlled story: the calculator in a ControlledHost; the play types into a field, sees the host
 * receive the change, applies the preset (and the defaults) and checks each was applied.
 */
export function controlledStory<V, P extends ControlledProps<V>>(
  Calculator: ComponentType<P>,
  defaults: V,
  {
    preset: [presetLabel, preset],
    shown,
    edit: [field, text, hostShows],
    afterPreset,
    afterDefaults,
  }: ControlledStoryOptions<V>,
) {
  return {
    render: controlledRender(Calculator, { defaults, preset, presetLabel, shown }),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await retype(canvas, field, text);
      await expect(canvas.getByLabelText('A gazda állapota')).toHaveTextContent(hostShows);
      await userEvent.click(canvas.getByRole('button', { name: presetLabel }));
      await afterPreset(canvas);
      if (!afterDefaults) return;
      await userEvent.click(canvas.getByRole('button', { name: 'Alapértékek' }));
      await afterDefaults(canvas);
    },
  };
}

/**
 * The summary bar on a phone (CalculatorLayout's `summary`, issue 27 item 12). At a 358 px calculator
 * (a 390 px screen less the page's margins) the headline stands in a bar stuck to the bottom of the
 * screen while the form is in view; a field under the bar, once focused, stops above it; 'Részletek'
 * takes focus to the results. At 1000 px, where the results stand beside the form, there is no bar.
 */
export const summaryBarPlay =
  (headline: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const output = await waitFor(() => {
      const found = canvasElement.querySelector('output');
      expect(found?.textContent).toMatch(headline);
      return found!;
    }, UNTIL_READY);
    const bar = output.parentElement!;
    const form = output.closest('form')!;
    const root = form.closest('section')!;
    const screenHeight = window.innerHeight;
    root.style.width = '358px';
    window.scrollTo(0, 0);
    await waitFor(() => expect(getComputedStyle(bar).display).not.toBe('none'));
    await expect(form.getBoundingClientRect().bottom, 'the form is longer than the screen').toBeGreaterThan(
      screenHeight,
    );
    await expect(Math.abs(bar.getBoundingClientRect().bottom - screenHeight)).toBeLessThan(1);

    // A field whose lower edge is just inside the screen, so under the bar: focus moves it above.
    const field = [...form.querySelectorAll('input')].find((el) => el.getBoundingClientRect().bottom > screenHeight)!;
    window.scrollBy(0, field.getBoundingClientRect().bottom - (screenHeight - 4));
    await expect(field.getBoundingClientRect().bottom).toBeGreaterThan(bar.getBoundingClientRect().top);
    field.focus();
    await waitFor(() =>
      expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top),
    );

    await userEvent.click(within(bar).getByRole('button', { name: 'Részletek' }));
    const results = document.activeElement!;
    await expect(results.contains(form) || form.contains(results)).toBe(false);
    await expect(root.contains(results)).toBe(true);
    await expect(results.getBoundingClientRect().top).toBeLessThan(screenHeight);

    root.style.width = '1000px';
    await waitFor(() => expect(getComputedStyle(bar).display).toBe('none'));
    root.style.width = '';
  };

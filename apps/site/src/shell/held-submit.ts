/**
 * A form submitted before the page is live. The prerendered forms (the account forms, the contact
 * and newsletter forms, the calculators) have no `action`: the site's scripts send them. Submitted
 * before those scripts run, the browser would send the form itself, as a GET to the page's own
 * address, with every field in the query: a password or a message in the address bar, the history
 * and the server's log. Submitted once the form's region has hydrated but before the page is live,
 * its handler would send the form's state, which lacks what the visitor typed before (handed over
 * only once every region has hydrated: `takeOverEarlyInput`). The head's inline script (index.html)
 * stops either submission and keeps its form under this name on `window`; the shell submits it
 * again once the page is live (`submitHeldForm`), so the visitor's press is not lost.
 */
export const HELD_SUBMIT_GLOBAL = '__penzugyHeldSubmit';

/** Takes what the head's inline script kept on `win` under `name`, once: the slot is emptied. */
function takeHeld<T>(win: Window, name: string): T | null | undefined {
  const holder = win as unknown as Record<string, T | null | undefined>;
  const held = holder[name];
  holder[name] = null;
  return held;
}

/** Submits the form held before hydration, if any and if it is still on the page; called once the page is live. */
export function submitHeldForm(win: Window = window): void {
  const form = takeHeld<HTMLFormElement>(win, HELD_SUBMIT_GLOBAL);
  if (form?.isConnected) form.requestSubmit();
}

/**
 * A button pressed before the page is live. Buttons of `type="button"` (the social sign-in buttons,
 * the menu, the theme switch) do nothing without the site's scripts, so the press would be lost;
 * one whose region has already hydrated would act at once and again when pressed later (the theme
 * switched twice). The head's inline script stops the press and keeps the last button pressed
 * under this name, and the shell presses it once the page is live and the typed fields are handed
 * over (`pressHeldButton`).
 */
export const HELD_CLICK_GLOBAL = '__penzugyHeldClick';

/** Presses the button held before hydration, if any and if it is still on the page and enabled. */
export function pressHeldButton(win: Window = window): void {
  const button = takeHeld<HTMLButtonElement>(win, HELD_CLICK_GLOBAL);
  if (button?.isConnected && !button.disabled) button.click();
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: EventTarget): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** A checkbox or radio button: its state is `checked`, its `value` a constant. */
const isToggle = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** Where the head's inline script notes the fields the visitor changed before the page was live. */
export const EARLY_INPUT_GLOBAL = '__penzugyEarlyInput';

/** A field the visitor changed before the page was live, with what it then showed. */
export interface EarlyInput {
  el: EventTarget;
  value: string;
  checked?: boolean;
}

type TypingWindow = Window & { [EARLY_INPUT_GLOBAL]?: EarlyInput[] };

/**
 * Hands what the visitor typed into a prerendered page before it was live to its forms (before the
 * held submission is sent and the held button pressed: `goLive`). Hydration keeps a field's text on
 * screen but does not report it (Preact neither reads nor sets `value` while hydrating), so a
 * form's state would still hold the prerendered value: the contact form's send button stayed
 * disabled under a filled-in message, a held submission would have gone out with the prerendered
 * values, and the next render would have wiped the visitor's text. The head's inline script notes
 * every field that got a trusted `input` or `change` event until the page is live, with the value
 * it was given; each gets that value and both events again now, one field per task, so that each
 * handler sees the state the one before it left (a handler that spreads the values of its own
 * render would otherwise drop the previous field). A field whose event already reached a hydrated
 * handler gets the same value again.
 */
export async function takeOverEarlyInput(win: Window = window): Promise<void> {
  const typing = win as TypingWindow;
  const typed = typing[EARLY_INPUT_GLOBAL] ?? [];
  typing[EARLY_INPUT_GLOBAL] = [];
  for (const { el, value, checked } of typed) {
    if (!isField(el) || !el.isConnected) continue;
    // What the visitor left in the field: a render of its form since (a controlled field is set
    // back to the form's state) may have put the prerendered value back.
    if (isToggle(el)) el.checked = Boolean(checked);
    else el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * Makes the page live once every region has hydrated: a prerendered page's forms get what was typed
 * before (`takeOverEarlyInput`), then `markLive` marks the page live (from then on the head's script
 * holds no submission and notes no field), then the held submission is sent and the held button
 * pressed.
 */
export async function goLive(fromHtml: boolean, markLive: () => void, win: Window = window): Promise<void> {
  if (fromHtml) await takeOverEarlyInput(win);
  markLive();
  submitHeldForm(win);
  pressHeldButton(win);
}

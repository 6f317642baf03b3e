/**
 * Helpers for the calculators' unit tests (Testing Library's `screen`) and stories (`within(canvas)`)
 * alike. Test support only: not exported from the package, and it imports no testing library.
 */

/** The queries used here, as both `screen` and `within(…)` provide them. */
interface Queries {
  getAllByRole(role: 'term'): HTMLElement[];
  getByRole(role: 'textbox', options: { name: string }): HTMLElement;
}

/** The typing used here, as both user-event's `setup()` and storybook/test's `userEvent` provide it. */
interface Typist {
  clear(element: Element): Promise<void>;
  type(element: Element, text: string): Promise<void>;
  tab(): Promise<void>;
}

/** The figure of a headline Stat (a dt/dd pair), by its label; throws when there is no such stat. */
export function statText(queries: Queries, label: string): string {
  const term = queries.getAllByRole('term').find((t) => t.textContent === label);
  if (!term) throw new Error(`No stat named ${label}`);
  return term.nextElementSibling?.textContent ?? '';
}

/** Replaces a field's text and leaves the field (blur commits it, as a user would). */
export async function retype(queries: Queries, user: Typist, name: string, text: string): Promise<void> {
  const input = queries.getByRole('textbox', { name });
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

/** Text matchers compare after whitespace normalisation, which turns U+00A0 into a space. */
export const nb = (text: string) => text.replace(/\u00a0/g, ' ');

/** The interaction event a calculator reports for `action` (with the field, for a change), as an exact match. */
export function interactionEvent(calculator: string, action: string, field?: string) {
  const event = { type: 'calculator_interaction', calculator, action };
  return field === undefined ? event : { ...event, field };
}

/**
 * The wait option for `findBy…` and `waitFor` in tests and stories: wait for the condition as long
 * as the test itself may run. The projects' `testTimeout` (vitest.config.ts, 60 s) is the one hang
 * guard; this ends a little earlier so the failure names the awaited condition. Fixed budgets such
 * as 10 or 15 s (a PDF's first page, a worker's first simulation) failed on a loaded machine with
 * nothing wrong, and a passing wait ends as soon as its condition holds, so it costs nothing.
 */
export const UNTIL_READY = { timeout: 50_000 } as const;

/**
 * The outermost elements past `root`'s right edge, leaving out what a scroller or a clip holds (a wide
 * table scrolls in its own box; the charts' screen-reader tables are clipped): the phone stories expect none.
 */
export function elementsPastRightEdge(root: HTMLElement): string[] {
  const right = root.getBoundingClientRect().right;
  const past = (el: Element) => el.getBoundingClientRect().right > right + 0.5;
  const held = (el: Element) => {
    for (let a = el.parentElement; a && a !== root; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    return false;
  };
  return [...root.querySelectorAll('*')]
    .filter((el) => past(el) && !past(el.parentElement!) && !held(el))
    .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 30)}"`);
}

/**
 * A form submitted before the page hydrates. The prerendered forms (the account forms, the contact
 * and newsletter forms, the calculators) have no `action`: the site's scripts send them. Submitted
 * before those scripts run, the browser would send the form itself, as a GET to the page's own
 * address, with every field in the query: a password or a message in the address bar, the history
 * and the server's log. The head's inline script (index.html) cancels such a submission — one that
 * no handler has taken over — and keeps its form under this name on `window`; the shell submits it
 * again once the page is live (`submitHeldForm`), so the visitor's press is not lost.
 */
export const HELD_SUBMIT_GLOBAL = '__penzugyHeldSubmit';

type HoldingWindow = Window & { [HELD_SUBMIT_GLOBAL]?: HTMLFormElement | null };

/** Submits the form held before hydration, if any and if it is still on the page; called once the page is live. */
export function submitHeldForm(win: Window = window): void {
  const holding = win as HoldingWindow;
  const form = holding[HELD_SUBMIT_GLOBAL];
  holding[HELD_SUBMIT_GLOBAL] = null;
  if (form?.isConnected) form.requestSubmit();
}

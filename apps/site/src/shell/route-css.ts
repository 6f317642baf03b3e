/*
 * The wait for a shell page's own stylesheets before its first render.
 *
 * A page the build did not prerender (a signed-in page, /stocks/AAPL, an address with a query) is
 * served the shell: the head's route-preload script (vite/route-preload.ts) adds the route's
 * stylesheet links. Added by a script, they do not hold the first paint, and Vite's loader, when it
 * imports the page's chunk, skips a stylesheet that is already linked, without waiting for it: the
 * page was rendered unstyled and moved when its styles came (CLS 0.14 on /fiok at 1400 px when the
 * CSS came late, issue 27). The script keeps a promise of its links; the entry renders once it has
 * settled.
 */
import { headPromise } from './head-promise';

/** The global the route-preload script keeps its promise in: settled when its links have loaded or failed. */
export const ROUTE_CSS_GLOBAL = '__penzugyRouteCss';

/**
 * The longest the first render waits. It bounds only a stylesheet that neither loads nor fails; the
 * header and the footer, styled by the entry's own CSS, are on screen meanwhile.
 */
export const ROUTE_CSS_MAX_WAIT_MS = 5000;

/** Settles once the route's stylesheets the head added have loaded or failed, or at once when it added none. */
export function routeStylesheets(win: Window = window): Promise<void> {
  return headPromise(ROUTE_CSS_GLOBAL, ROUTE_CSS_MAX_WAIT_MS, win);
}

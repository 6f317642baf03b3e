import type { Plugin } from 'vite';
import { INTL_WARM_GLOBAL } from '../src/shell/intl-warm.ts';

/**
 * What the worker runs: the formatters, collator and case mapping the site uses, one of each
 * locale and kind of option (intl-warmup.test.ts keeps it in step with the code).
 */
export const INTL_WARMUP_CALLS = `var n=1234567.891,d=new Date(),z='Europe/Budapest';
new Intl.NumberFormat('hu-HU',{maximumFractionDigits:1}).format(n);
new Intl.NumberFormat('hu-HU',{style:'currency',currency:'HUF'}).format(n);
new Intl.NumberFormat('hu-HU',{style:'percent'}).format(0.5);
new Intl.DateTimeFormat('hu-HU',{dateStyle:'long',timeZone:z}).format(d);
new Intl.DateTimeFormat('hu-HU',{year:'numeric',month:'long',timeZone:'UTC'}).format(d);
new Intl.DateTimeFormat('sv-SE',{timeZone:z}).format(d);
new Intl.DateTimeFormat('en-CA',{timeZone:z}).format(d);
new Intl.Collator('hu',{numeric:true,sensitivity:'base'}).compare('cs','d');
'ÁRFOLYAM'.toLocaleLowerCase('hu');`;

/**
 * The worker's script: the calls (a browser without one of them still ends the worker), a message
 * that says it is done, then its end.
 */
export const INTL_WARMUP_WORKER = `try{${INTL_WARMUP_CALLS}}catch(e){}postMessage(0);close();`;

/**
 * The inline script that starts the worker from its built file (`/assets/intl-warmup-….js`) and
 * keeps, under `window[INTL_WARM_GLOBAL]`, a promise settled by the worker's message or its failure:
 * the page hydrates once it is settled (src/shell/intl-warm.ts).
 */
export function intlWarmupStarter(workerPath: string): string {
  return `(function(){try{var w=new Worker('${workerPath}');window.${INTL_WARM_GLOBAL}=new Promise(function(r){w.onmessage=w.onerror=function(){r()}})}catch(e){}})()`;
}

/** The worker's file in the build: hashed, so it is cached for good like the other assets. */
const WORKER_NAME = 'intl-warmup.js';
const WORKER_FILE = /^assets\/intl-warmup-[\w-]+\.js$/;

/**
 * Starts, first thing in every page's head, a worker that warms up ICU, the library behind `Intl`.
 *
 * Why: the first `Intl.NumberFormat('hu-HU')` of a page loads the locale's data, 35–60 ms at full
 * speed on the machines that measure BENCHMARKS.md, in one call that cannot be split, which
 * lengthened the longest task of every page's start (×4 in a phone's CPU). ICU keeps what it has
 * loaded for the whole renderer process, workers included: built first in a worker, on another
 * core, the same formatter takes under a millisecond on the main thread (measured in Chromium:
 * 46–59 ms cold, 0.2 ms after the worker). Where a browser keeps that data per thread, the worker
 * costs its start-up and changes nothing else.
 *
 * Chromium starts a dedicated worker from a main-thread task, so it begins only after the parse and
 * the first layout (250–400 ms after its starter, measured here); the site's formatters are
 * therefore built on first use, never while a module evaluates (intl-warmup.test.ts checks), and a
 * prerendered page hydrates only once the worker has ended (src/shell/intl-warm.ts), so that they
 * come after the worker's. The script is a file of its own, as the site's CSP
 * allows workers from the site only (`worker-src 'self'`), and the inline starter has a CSP hash
 * like every inline script.
 */
export function intlWarmup(): Plugin {
  return {
    name: 'penzugy-intl-warmup',
    // The browser build only: the prerender's server build has no pages of its own.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      this.emitFile({ type: 'asset', name: WORKER_NAME, source: INTL_WARMUP_WORKER });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((f) => WORKER_FILE.test(f));
        if (!file) return html;
        return [
          {
            tag: 'script',
            children: intlWarmupStarter(`/${file}`),
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * Polls a URL until its server answers with a 2xx: the end-to-end services (tests/support/wait.ts),
 * the consumer check's Next.js server (tests/consumer/next-app.mjs) and the benchmarks' servers
 * (bench-site.mjs, bench-browser-mc.mjs) wait for their servers with it. Plain `.mjs` so the consumer check, which Node runs outside Vitest, can import it.
 */

/**
 * @param {string} url
 * @param {number} ms how long to keep asking
 * @returns {Promise<Response>} the first 2xx answer; fails after `ms` with the last error
 */
export async function waitForUrl(url, ms) {
  const end = Date.now() + ms;
  /** @type {unknown} */
  let last;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return r;
      last = `HTTP ${r.status}`;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms: ${String(last)}`);
}

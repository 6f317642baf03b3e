import { waitForUrl } from '../../scripts/wait-for-url.mjs';

/** Polls `url` until it answers with a 2xx, or fails after `ms` with the last error. */
export async function waitFor(url: string, ms: number): Promise<void> {
  await waitForUrl(url, ms);
}

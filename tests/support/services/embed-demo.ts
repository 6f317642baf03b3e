import { startDemoServer } from '../../../apps/embed/scripts/serve-demo.mjs';
import { waitFor } from '../wait';
import type { RunningService } from './types';

/**
 * The built embed's demo (apps/embed/scripts/serve-demo.mjs) on free ports: the partner blog at
 * `url`, the hostile page at `url/hostile.html`, iframe mode at `url/iframe.html`, and the embed's
 * "CDN" on a second origin. Needs apps/embed/dist (turbo builds it before the tests).
 */
export async function startEmbedDemo(): Promise<RunningService> {
  const server = await startDemoServer({ port: 0 });
  await waitFor(`${server.siteUrl}/`, 10_000);
  return { url: server.siteUrl, stop: () => server.close() };
}

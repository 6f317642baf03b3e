import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHostingEmulator } from '../../../scripts/emulators.mjs';
import { prepareHosting, SITE_DIST, withEmulatorHosts, type FirebaseConfig } from '../../../scripts/hosting-csp.mjs';
import type { EmulatorHosts } from './emulators';
import type { RunningService } from './types';

/** Where the Hosting emulator serves the built site in the end-to-end tests. */
export const HOSTING_PORT = 5055;

/** What the global setup provides as `inject('hosting')`. */
export interface HostingInfo {
  url: string;
  /** The folder being served: a copy of apps/site/dist with the embed under /embed/. */
  publicDir: string;
}

export interface HostingService extends RunningService, HostingInfo {
  /** The firebase.json being served (production's, plus the emulator hosts). */
  config: FirebaseConfig;
}

/**
 * The built site under the Firebase Hosting emulator with the production firebase.json: the embed
 * copied under /embed/ and the inline-script hashes computed from this build
 * (scripts/hosting-csp.mjs), and connect-src widened to the local Auth and Firestore emulators,
 * which the test build talks to. It serves a copy of apps/site/dist, so a build running meanwhile
 * cannot change the files under the tests. The Cloud Run rewrites of /api/market and
 * /api/portfolio-opt have no local counterpart, so those calls fail here (vite preview covers them).
 * Set DEBUG_HOSTING=1 to see its output.
 */
export async function startHosting(firebase: EmulatorHosts, port: number = HOSTING_PORT): Promise<HostingService> {
  const publicDir = mkdtempSync(path.join(os.tmpdir(), 'penzugy-hosting-public-'));
  const removeCopy = () => rmSync(publicDir, { recursive: true, force: true });
  try {
    cpSync(SITE_DIST, publicDir, { recursive: true, filter: (src) => !src.endsWith('.map') });
    const { config: prepared } = prepareHosting({ dist: publicDir });
    const config = withEmulatorHosts(prepared, [firebase.authHost, firebase.firestoreHost]);
    const log = process.env.DEBUG_HOSTING ? (line: string) => console.log(`[hosting] ${line}`) : () => {};
    const running = await startHostingEmulator({
      hosting: { ...config.hosting, public: publicDir },
      port,
      projectId: firebase.projectId,
      log,
    });
    return {
      url: running.url,
      publicDir,
      config,
      stop: async () => {
        await running.stop();
        removeCopy();
      },
    };
  } catch (error) {
    removeCopy();
    throw error;
  }
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startAccountsService } from './services/accounts';
import { startApi } from './services/api';
import { startEmbedDemo } from './services/embed-demo';
import { startFirebaseEmulators } from './services/emulators';
import { startHosting, type HostingInfo } from './services/hosting';
import type { RunningService } from './services/types';
import { waitFor } from './wait';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_PORT = 4173;

/** The built site under `vite preview`, proxying /api/market and /api/portfolio-opt to the API. */
async function startSite(apiUrl: string): Promise<RunningService> {
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(SITE_PORT), '--strictPort'], {
    cwd: path.join(root, 'apps/site'),
    env: { ...process.env, PENZUGY_API_URL: apiUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${SITE_PORT}`;
  await waitFor(url, 60_000);
  return {
    url,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

/**
 * Starts everything the end-to-end tests drive, once: the Firebase emulators, the market/portfolio
 * service, the accounts service, the built site and the embed demo (turbo builds them before the
 * tests).
 */
export default async function setup(project: TestProject) {
  const services: RunningService[] = [];
  try {
    const emulators = await startFirebaseEmulators();
    services.push(emulators);
    project.provide('firebase', {
      projectId: emulators.projectId,
      authHost: emulators.authHost,
      firestoreHost: emulators.firestoreHost,
    });
    const api = await startApi();
    services.push(api);
    project.provide('apiUrl', api.url);
    const accounts = await startAccountsService(emulators, { siteOrigin: `http://127.0.0.1:${SITE_PORT}` });
    services.push(accounts);
    project.provide('accountsUrl', accounts.url);
    const site = await startSite(api.url);
    services.push(site);
    project.provide('siteUrl', site.url);
    const embed = await startEmbedDemo();
    services.push(embed);
    project.provide('embedUrl', embed.url);
    const hosting = await startHosting(emulators);
    services.push(hosting);
    project.provide('hosting', { url: hosting.url, publicDir: hosting.publicDir });
  } catch (e) {
    await Promise.allSettled(services.map((s) => s.stop()));
    throw e;
  }
  return async () => {
    await Promise.allSettled(services.reverse().map((s) => s.stop()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
    /** The accounts service (apps/accounts) on the emulators; the site reaches it under /api/accounts. */
    accountsUrl: string;
    embedUrl: string;
    /** The built site under the Firebase Hosting emulator with production's headers (tests/support/services/hosting.ts). */
    hosting: HostingInfo;
    firebase: { projectId: string; authHost: string; firestoreHost: string };
  }
}

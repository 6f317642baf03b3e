import type { TestProject } from 'vitest/node';
import { startAccountsService } from './services/accounts';
import { startApi } from './services/api';
import { startEmbedDemo } from './services/embed-demo';
import { startFirebaseEmulators } from './services/emulators';
import { startHosting, type HostingInfo } from './services/hosting';
import { startSitePreview } from './services/site';
import type { RunningService } from './services/types';

export const SITE_PORT = 4173;

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
    const site = await startSitePreview(api.url, SITE_PORT);
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

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from './browser';
import { clearFirebaseEmulators, emulatorsForTests, type FirebaseEmulators } from './services/emulators';

/**
 * The Firebase emulators (the global setup's, or the file's own) and one Chromium for a test file,
 * with both emulators emptied before each test. Returns getters: both exist once the hooks have run.
 */
export function useEmulatedSite(): { browser: () => Browser; emulators: () => FirebaseEmulators } {
  let browser: Browser | undefined;
  let emulators: FirebaseEmulators | undefined;
  beforeAll(async () => {
    emulators = await emulatorsForTests(inject('firebase'));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await emulators?.stop();
  });
  beforeEach(async () => clearFirebaseEmulators(emulators!));
  return { browser: () => browser!, emulators: () => emulators! };
}

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { resolveFirebaseTarget } from './config';
import { AuthController } from './controller';
import { MemoryStorage } from './memory-storage';
import { USER_STORAGE_KEY } from './stored-user';
import { AUTH_STRINGS, WATCHLIST_MESSAGES } from './strings';

/** Emulator hosts where nothing listens. */
async function deadHosts() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise((resolve) => server.close(resolve));
  return resolveFirebaseTarget({ VITE_AUTH_EMULATOR_HOST: host, VITE_FIRESTORE_EMULATOR_HOST: host });
}

describe('AuthController without Firebase', () => {
  it('starts from the storage entry without loading Firebase', () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_STORAGE_KEY, JSON.stringify({ uid: 'u1', email: 'anna@pelda.hu', displayName: null }));
    let loads = 0;
    const controller = new AuthController({
      target: resolveFirebaseTarget({}),
      storage,
      loadSession: () => {
        loads++;
        return import('./session');
      },
    });
    expect(controller.getState()).toEqual({
      user: { uid: 'u1', email: 'anna@pelda.hu', displayName: null },
      ready: true,
      available: true,
    });
    expect(loads).toBe(0);
    const anonymous = new AuthController({ target: resolveFirebaseTarget({}), storage: new MemoryStorage() });
    expect(anonymous.getState()).toEqual({ user: null, ready: true, available: true });
  });

  it('says accounts are unavailable, in Hungarian and without hanging, when the emulators are down', async () => {
    let loads = 0;
    const controller = new AuthController({
      target: await deadHosts(),
      storage: new MemoryStorage(),
      loadSession: () => {
        loads++;
        return import('./session');
      },
    });
    const changes: boolean[] = [];
    controller.subscribe(() => changes.push(controller.getState().available));
    const started = Date.now();
    expect(await controller.load()).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(controller.getState()).toMatchObject({
      available: false,
      unavailableReason: 'A fiókok jelenleg nem érhetők el.',
      user: null,
    });
    expect(changes).toEqual([false]);
    // The SDK was never loaded: it would only have queued requests forever.
    expect(loads).toBe(0);
    expect(await controller.signIn('anna@pelda.hu', 'titok123')).toEqual({
      ok: false,
      message: 'Hiba történt: A fiókok jelenleg nem érhetők el.',
    });
    expect(await controller.refreshIdToken()).toBeNull();
    const tokens: (string | null)[] = [];
    controller.subscribeIdToken((t) => tokens.push(t));
    await controller.load();
    await new Promise((r) => setTimeout(r, 0));
    expect(tokens).toEqual([null]);
  });

  it('asks whether accounts work without loading Firebase', async () => {
    let loads = 0;
    const loadSession = () => {
      loads++;
      return import('./session');
    };
    const up = new AuthController({
      target: await deadHosts(),
      storage: new MemoryStorage(),
      probe: async () => true,
      loadSession,
    });
    expect(await up.checkAvailable()).toBe(true);
    expect(up.getState().available).toBe(true);
    const down = new AuthController({ target: await deadHosts(), storage: new MemoryStorage(), loadSession });
    expect(await down.checkAvailable()).toBe(false);
    expect(down.getState()).toMatchObject({ available: false, unavailableReason: AUTH_STRINGS.unavailable });
    expect(loads).toBe(0);
  });

  it('with half a production configuration is unavailable from the start', async () => {
    const controller = new AuthController({
      target: resolveFirebaseTarget({ VITE_FIREBASE_API_KEY: 'x' }),
      storage: new MemoryStorage(),
    });
    expect(controller.getState()).toMatchObject({ available: false, unavailableReason: AUTH_STRINGS.unavailable });
    expect((await controller.sendPasswordReset('anna@pelda.hu')).ok).toBe(false);
  });

  it('signing out clears the storage entry even when Firebase cannot be reached', async () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_STORAGE_KEY, JSON.stringify({ uid: 'u1', email: null, displayName: null }));
    const controller = new AuthController({ target: await deadHosts(), storage });
    await controller.signOut();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(controller.getState().user).toBeNull();
  });

  it('a watchlist add while signed out asks to sign in, and a bad symbol is refused before any request', async () => {
    const controller = new AuthController({ target: await deadHosts(), storage: new MemoryStorage() });
    await controller.watchlist.add('AAPL');
    expect(controller.watchlist.getState()).toMatchObject({
      error: WATCHLIST_MESSAGES.signInRequired,
      needsSignIn: true,
    });
    await controller.watchlist.add('nem jó');
    expect(controller.watchlist.getState()).toMatchObject({
      error: WATCHLIST_MESSAGES.invalidName,
      needsSignIn: false,
    });
  });
});

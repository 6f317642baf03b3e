import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTH_EMULATOR_HOST,
  DEFAULT_FIRESTORE_EMULATOR_HOST,
  EMULATOR_PROJECT_ID,
  resolveFirebaseTarget,
} from './config';

const production = {
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'penzugy.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'penzugy-prod',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('resolveFirebaseTarget', () => {
  it('uses the emulators of the demo project when nothing is configured', () => {
    const target = resolveFirebaseTarget({ MODE: 'production', DEV: false });
    expect(target).toMatchObject({
      mode: 'emulator',
      authHost: DEFAULT_AUTH_EMULATOR_HOST,
      firestoreHost: DEFAULT_FIRESTORE_EMULATOR_HOST,
    });
    expect(target.mode === 'emulator' && target.options.projectId).toBe(EMULATOR_PROJECT_ID);
    expect(EMULATOR_PROJECT_ID.startsWith('demo-')).toBe(true);
  });

  it('takes emulator hosts from the environment, with a pasted scheme and slash removed', () => {
    const target = resolveFirebaseTarget({
      VITE_AUTH_EMULATOR_HOST: 'http://localhost:9199/',
      VITE_FIRESTORE_EMULATOR_HOST: ' 10.0.0.2:8181 ',
    });
    expect(target).toMatchObject({ mode: 'emulator', authHost: 'localhost:9199', firestoreHost: '10.0.0.2:8181' });
  });

  it('uses the production project when all four variables are set, ignoring emulator hosts', () => {
    expect(resolveFirebaseTarget({ ...production, VITE_AUTH_EMULATOR_HOST: '127.0.0.1:1' })).toEqual({
      mode: 'production',
      options: {
        apiKey: 'AIza-key',
        authDomain: 'penzugy.firebaseapp.com',
        projectId: 'penzugy-prod',
        appId: '1:123:web:abc',
      },
    });
  });

  it('reports half a configuration as invalid, naming what is missing, instead of falling back', () => {
    const { VITE_FIREBASE_APP_ID: _app, VITE_FIREBASE_AUTH_DOMAIN: _domain, ...partial } = production;
    expect(resolveFirebaseTarget(partial)).toEqual({
      mode: 'invalid',
      missing: ['VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_APP_ID'],
    });
    expect(resolveFirebaseTarget({ ...production, VITE_FIREBASE_API_KEY: '   ' })).toEqual({
      mode: 'invalid',
      missing: ['VITE_FIREBASE_API_KEY'],
    });
  });
});

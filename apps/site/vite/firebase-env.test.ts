import { describe, expect, it } from 'vitest';
import { EMULATOR_FLAG, firebaseEnvProblem } from './firebase-env.ts';

const project = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'penzugy.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'penzugy',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('firebaseEnvProblem', () => {
  it('accepts a production build with all four variables', () => {
    expect(firebaseEnvProblem(project, 'production')).toBeUndefined();
  });

  it('stops a production build without them, naming the variables and the flag', () => {
    const problem = firebaseEnvProblem({}, 'production');
    for (const key of Object.keys(project)) expect(problem).toContain(key);
    expect(problem).toContain(`${EMULATOR_FLAG}=1`);
  });

  it('builds the emulator demo only when asked with the flag set to 1', () => {
    expect(firebaseEnvProblem({ [EMULATOR_FLAG]: '1' }, 'production')).toBeUndefined();
    expect(firebaseEnvProblem({ [EMULATOR_FLAG]: 'true' }, 'production')).toBeDefined();
    expect(firebaseEnvProblem({ [EMULATOR_FLAG]: '0' }, 'production')).toBeDefined();
  });

  it('never accepts half a configuration, not even with the flag; blank values count as missing', () => {
    const half = { ...project, VITE_FIREBASE_APP_ID: ' ', [EMULATOR_FLAG]: '1' };
    expect(firebaseEnvProblem(half, 'production')).toMatch(/incomplete: VITE_FIREBASE_APP_ID is missing/);
  });

  it('leaves development and other modes alone', () => {
    expect(firebaseEnvProblem({}, 'development')).toBeUndefined();
    expect(firebaseEnvProblem({}, 'test')).toBeUndefined();
  });
});

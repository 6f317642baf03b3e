import type { Plugin } from 'vite';
import { PRODUCTION_ENV_KEYS } from '../src/auth/config.ts';

/** Set to 1 to build the emulator demo in production mode on purpose (what `npm run build` and `npm test` do). */
export const EMULATOR_FLAG = 'VITE_FIREBASE_EMULATORS';

type Env = Readonly<Record<string, string | boolean | undefined>>;

const isSet = (env: Env, key: string) => typeof env[key] === 'string' && (env[key] as string).trim() !== '';

/**
 * Why a build must stop, or undefined. A production-mode build needs all four VITE_FIREBASE_*
 * variables: without them the site would quietly talk to emulators on the visitor's own machine
 * (src/auth/config.ts). Only VITE_FIREBASE_EMULATORS=1 asks for that on purpose; half a
 * configuration is never accepted.
 */
export function firebaseEnvProblem(env: Env, mode: string): string | undefined {
  if (mode !== 'production') return undefined;
  const missing = PRODUCTION_ENV_KEYS.filter((key) => !isSet(env, key));
  if (missing.length === 0) return undefined;
  if (missing.length < PRODUCTION_ENV_KEYS.length) {
    return `Firebase configuration is incomplete: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (set all four of ${PRODUCTION_ENV_KEYS.join(', ')}; README, "Production: a real Firebase project").`;
  }
  if (env[EMULATOR_FLAG] === '1') return undefined;
  return (
    `A production build needs a Firebase project: set ${PRODUCTION_ENV_KEYS.join(', ')} ` +
    `(e.g. in apps/site/.env.production.local; README, "Production: a real Firebase project"), ` +
    `or set ${EMULATOR_FLAG}=1 to build the local demo that uses the Firebase emulators.`
  );
}

/** Stops `vite build` (the browser build; the prerender's server build is not checked again) with that message. */
export function firebaseEnv(): Plugin {
  return {
    name: 'penzugy-firebase-env',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return;
      const problem = firebaseEnvProblem(
        { ...config.env, [EMULATOR_FLAG]: process.env[EMULATOR_FLAG] ?? config.env[EMULATOR_FLAG] },
        config.mode,
      );
      if (problem) throw new Error(problem);
    },
  };
}

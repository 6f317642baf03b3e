#!/usr/bin/env node
/**
 * `npm start`: the product as it ships, on its embedded defaults, no accounts or keys needed.
 * `npm run dev` (`--dev`): the same services with the site's Vite development server instead.
 * - the portfolio/market service (apps/api) on 127.0.0.1:8787 with the sample prices;
 * - unless VITE_FIREBASE_* configuration is set, the real Firebase Auth and Firestore emulators
 *   (scripts/emulators.mjs); without Java or the emulator jar the site runs and says accounts are
 *   unavailable;
 * - with the emulators, the accounts service (apps/accounts: newsletter, contact, account deletion)
 *   on 127.0.0.1:8790, on the same emulators;
 * - the site on http://127.0.0.1:5173 (SITE_PORT), proxying /api/market, /api/portfolio-opt and
 *   /api/accounts: the production build (prerendered pages, bundled chunks) under `vite preview`, as
 *   the end-to-end tests see it — the development server made 951 requests for /kalkulatorok and
 *   sent each page view twice (React's development double effects), which is not what visitors get.
 * Everything stops when this process stops (Ctrl+C).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [];
const stoppers = [];

function run(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', detached: true, ...opts });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping everything.`);
      void shutdown(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
async function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const stop of stoppers) {
    try {
      await stop();
    } catch (e) {
      console.error('[start] stop failed:', e);
    }
  }
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const env = { ...process.env };
const dev = process.argv.includes('--dev');
const sitePort = env.SITE_PORT ?? '5173';
const apiPort = env.API_PORT ?? '8787';
run('api', process.execPath, ['apps/api/dist/server.js'], { env: { ...env, PORT: apiPort, HOST: '127.0.0.1' } });
env.PENZUGY_API_URL = `http://127.0.0.1:${apiPort}`;

const hasFirebaseConfig = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
].every((k) => env[k]);
if (hasFirebaseConfig) {
  console.log('[start] Firebase configuration found: the site talks to the real project.');
} else {
  const { startEmulators } = await import('./emulators.mjs');
  const emu = await startEmulators({ log: (m) => console.log(`[emulators] ${m}`) });
  if ('unavailable' in emu) {
    console.warn(`[start] Accounts are unavailable: ${emu.unavailable}`);
  } else {
    stoppers.push(() => emu.stop());
    env.VITE_AUTH_EMULATOR_HOST = emu.authHost;
    env.VITE_FIRESTORE_EMULATOR_HOST = emu.firestoreHost;
    console.log(`[start] Firebase emulators: auth ${emu.authHost}, firestore ${emu.firestoreHost}`);
    const accountsPort = env.ACCOUNTS_PORT ?? '8790';
    run('accounts', process.execPath, ['apps/accounts/dist/server.js'], {
      env: {
        ...env,
        PORT: accountsPort,
        HOST: '127.0.0.1',
        GCLOUD_PROJECT: emu.projectId,
        FIRESTORE_EMULATOR_HOST: emu.firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: emu.authHost,
        SITE_ORIGIN: `http://127.0.0.1:${sitePort}`,
      },
    });
    env.PENZUGY_ACCOUNTS_URL = `http://127.0.0.1:${accountsPort}`;
    console.log(
      `[start] Accounts service: http://127.0.0.1:${accountsPort} (mail goes to the emulator's "mail" collection)`,
    );
  }
}

// The production build reads the emulator hosts at build time (apps/site/src/auth/config.ts); the
// emulators run on firebase.json's ports, which are its defaults, so the build made before this
// script started fits them.
const site = dev
  ? ['npx', ['vite', '--host', '127.0.0.1', '--port', sitePort, '--strictPort']]
  : ['npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', sitePort, '--strictPort']];
run('site', site[0], site[1], { env, cwd: path.join(root, 'apps/site') });
console.log(`[start] Site${dev ? ' (development server)' : ''}: http://127.0.0.1:${sitePort}`);

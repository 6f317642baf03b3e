#!/usr/bin/env node
/**
 * The real Firebase emulators, for `npm start` and the end-to-end tests (the versions and the workarounds are recorded
 * below, beside the code they explain):
 *
 * - Auth: firebase-tools `emulators:start --only auth`, pure Node, ~10 s to start on 2 cores. It
 *   runs from a temporary directory with a config derived from ../firebase.json (the ports asked
 *   for, the UI off — with the UI on it tries to download it and fails offline), which also keeps
 *   its firebase-debug.log out of the repository.
 * - Firestore: the emulator jar of the Debian package google-cloud-cli-firestore-emulator, started
 *   directly with the default Java 17 (firebase-tools wants Java 21 and a download), with
 *   ../firestore.rules. The rules are loaded again through the emulator's REST endpoint once it
 *   answers, so a reused emulator enforces the rules of this checkout too.
 *
 * Emulators already answering on the ports are reused and left running by `stop()`. Each child
 * gets its own process group, stopped by `stop()` and when this process exits or is interrupted.
 * Without Java, the jar or firebase-tools the function returns `{ unavailable: reason }` at once:
 * the site then runs and says accounts are unavailable.
 *
 * CLI: `node scripts/emulators.mjs [--auth-port 9099] [--firestore-port 8080]` keeps them running
 * until Ctrl+C.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The emulators' project: a 'demo-' id cannot reach any real Google service. */
export const PROJECT_ID = 'demo-penzugy';
export const EMULATOR_HOST = '127.0.0.1';
export const DEFAULT_AUTH_PORT = 9099;
export const DEFAULT_FIRESTORE_PORT = 8080;
/** Where Debian's google-cloud-cli-firestore-emulator puts the jar; FIRESTORE_EMULATOR_JAR overrides it. */
export const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ||
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const JAVA = process.env.JAVA || 'java';
const FIREBASE_CLI = path.join(root, 'node_modules/.bin/firebase');
const RULES_FILE = path.join(root, 'firestore.rules');
const FIREBASE_JSON = path.join(root, 'firebase.json');
/** Auth needs ~10 s on an idle 2-core machine; a busy one (a parallel build) can take several times that. */
const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;
/** Lines of a child's output kept for the error message when it fails to start. */
const TAIL_LINES = 15;

// ------------------------------------------------------------------------------------------ probing

/** GET http://host/ → its body, or null when nothing answers within the timeout. */
async function getRoot(host, timeoutMs = 1_000) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(timeoutMs) });
    return await res.text();
  } catch {
    return null;
  }
}

/** Which emulator answers at host: 'auth', 'firestore', 'other' (something else has the port) or null. */
export async function whoAnswers(host) {
  const body = await getRoot(host);
  if (body === null) return null;
  if (body.includes('"authEmulator"')) return 'auth';
  if (body.trim() === 'Ok') return 'firestore';
  return 'other';
}

/** Why Java cannot run, or null when `java -version` works. */
function javaProblem() {
  const r = spawnSync(JAVA, ['-version'], { stdio: 'ignore', timeout: 20_000 });
  if (r.error)
    return `Java was not found (${r.error.message}); install a JRE (17 or later), e.g. apt-get install default-jre-headless`;
  if (r.status !== 0) return `'${JAVA} -version' exited with ${r.status}`;
  return null;
}

/** Loads ../firestore.rules into the emulator for a project (the emulator's REST endpoint). */
export async function loadFirestoreRules(firestoreHost, projectId = PROJECT_ID) {
  const res = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({
      rules: { files: [{ name: 'firestore.rules', content: readFileSync(RULES_FILE, 'utf8') }] },
    }),
  });
  if (!res.ok) throw new Error(`the Firestore emulator refused firestore.rules: ${await res.text()}`);
}

// ------------------------------------------------------------------------------------------ children

/** All children this process started, so an exit or an interrupt can stop them. */
const running = new Set();
/** Temporary config directories, removed with their child or, at the latest, when this process exits. */
const tempDirs = new Set();

function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

function stopAllNow() {
  for (const child of running) killGroup(child, 'SIGTERM');
  for (const dir of tempDirs) removeDir(dir);
}

let hooksInstalled = false;
/**
 * Children live in their own process groups (so stop() can end everything they spawned), which
 * also means Ctrl+C in a terminal does not reach them: this process passes it on. A signal is
 * re-raised only when nobody else listens for it, so a host with its own handler keeps control.
 */
function installExitHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', stopAllNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      stopAllNow();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/**
 * Spawns a child in its own process group, forwards its output to `log` line by line and resolves
 * `ready` once `isReady()` holds; rejects if it exits first or the timeout passes.
 */
function startChild(name, command, args, { cwd, env, log, isReady, timeoutMs, cleanup, noise }) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const tail = [];
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = signal ?? code;
      running.delete(child);
      cleanup?.();
      resolve();
    });
    child.on('error', (error) => {
      exited = error.message;
      running.delete(child);
      cleanup?.();
      resolve();
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split(/\r?\n/);
      partial = lines.pop() ?? '';
      for (const line of lines) {
        // Strip colours: the output ends up in logs and error messages.
        // eslint-disable-next-line no-control-regex -- ESC starts the colour sequences being stripped
        const clean = line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();
        if (!clean || noise?.test(clean)) continue;
        tail.push(clean);
        if (tail.length > TAIL_LINES) tail.shift();
        log(`${name}: ${clean}`);
      }
    });
  }

  const ready = (async () => {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (exited !== null)
        throw new Error(`the ${name} emulator exited (${exited}) before it was ready:\n${tail.join('\n')}`);
      if (await isReady()) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the ${name} emulator did not answer within ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
  })();

  const stop = async () => {
    if (exited !== null) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    await exit;
    clearTimeout(timer);
  };
  return { child, ready, stop };
}

function startFirestore({ port, log, timeoutMs }) {
  const host = `${EMULATOR_HOST}:${port}`;
  return startChild(
    'firestore',
    JAVA,
    [
      // The emulator only speaks English; a Hungarian locale would not change that but can break its parsing.
      '-Duser.language=en',
      '-cp',
      FIRESTORE_JAR,
      FIRESTORE_MAIN_CLASS,
      `--host=${EMULATOR_HOST}`,
      `--port=${port}`,
      `--rules=${RULES_FILE}`,
    ],
    {
      cwd: root,
      env: process.env,
      log,
      timeoutMs,
      isReady: async () => (await whoAnswers(host)) === 'firestore',
      // java.util.logging writes two lines per connection ("<date> …HttpVersionRoutingHandler",
      // "INFO: Detected HTTP/2 connection."): noise in a terminal shared with the dev server.
      noise: /HttpVersionRoutingHandler channelRead|^INFO: Detected (non-)?HTTP\/2 connection/,
    },
  );
}

/**
 * Runs `firebase emulators:start --only <name>` from a temporary directory holding
 * `configIn(directory)` as its firebase.json (its UI off: it would try to download it), with no
 * update check (it would wait on a network that is not there). The directory goes when it stops.
 */
function startFirebaseCliEmulator(name, configIn, { projectId, log, timeoutMs, isReady, noise }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `penzugy-${name}-emulator-`));
  tempDirs.add(dir);
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(configIn(dir), null, 2));
  return startChild(
    name,
    FIREBASE_CLI,
    ['emulators:start', '--only', name, '--project', projectId, '--config', path.join(dir, 'firebase.json')],
    {
      cwd: dir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
      log,
      timeoutMs,
      isReady,
      cleanup: () => removeDir(dir),
      ...(noise ? { noise } : {}),
    },
  );
}

function startAuth({ port, projectId, log, timeoutMs }) {
  const host = `${EMULATOR_HOST}:${port}`;
  const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
  config.emulators = { ...config.emulators, auth: { host: EMULATOR_HOST, port }, ui: { enabled: false } };
  delete config.emulators.firestore;
  delete config.firestore;
  // The hosting part names a public folder that need not exist yet (the site may not be built).
  delete config.emulators.hosting;
  delete config.hosting;
  return startFirebaseCliEmulator('auth', () => config, {
    projectId,
    log,
    timeoutMs,
    isReady: async () => (await whoAnswers(host)) === 'auth',
  });
}

/**
 * The Hosting emulator serving a firebase.json whose `hosting` section the caller prepared (see
 * scripts/hosting-csp.mjs): it runs from a temporary directory with that config, the port asked
 * for and the UI off, like the Auth emulator. Resolves once `/` answers; `stop()` ends it.
 * @param {{ hosting: object, port: number, projectId?: string, log?: (line: string) => void, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startHostingEmulator({
  hosting,
  port,
  projectId = PROJECT_ID,
  log = () => {},
  timeoutMs = START_TIMEOUT_MS,
}) {
  if (!existsSync(FIREBASE_CLI)) throw new Error(`firebase-tools is not installed (${FIREBASE_CLI}); run npm install`);
  const url = `http://${EMULATOR_HOST}:${port}`;
  if ((await getRoot(`${EMULATOR_HOST}:${port}`)) !== null)
    throw new Error(`port ${port} (Hosting emulator) is used by another program`);
  installExitHooks();
  // The emulator resolves `public` against the config's folder and finds nothing from an absolute path.
  const config = (dir) => ({
    hosting: { ...hosting, public: path.relative(dir, path.resolve(root, hosting.public)) },
    emulators: { hosting: { host: EMULATOR_HOST, port }, ui: { enabled: false } },
  });
  const started = startFirebaseCliEmulator('hosting', config, {
    projectId,
    log,
    timeoutMs,
    isReady: async () => (await getRoot(`${EMULATOR_HOST}:${port}`)) !== null,
    // One access-log line per request.
    noise: /^i {2}hosting: \S+ - - \[/,
  });
  try {
    await started.ready;
  } catch (error) {
    await started.stop();
    throw error;
  }
  return { url, stop: started.stop };
}

// ------------------------------------------------------------------------------------------ API

/**
 * Starts (or reuses) the Auth and Firestore emulators.
 * @param {{ authPort?: number, firestorePort?: number, projectId?: string, log?: (line: string) => void, timeoutMs?: number }} [options]
 * @returns {Promise<{ authHost: string, firestoreHost: string, projectId: string, reused: boolean, stop(): Promise<void> } | { unavailable: string }>}
 */
export async function startEmulators({
  authPort = DEFAULT_AUTH_PORT,
  firestorePort = DEFAULT_FIRESTORE_PORT,
  projectId = PROJECT_ID,
  log = () => {},
  timeoutMs = START_TIMEOUT_MS,
} = {}) {
  const authHost = `${EMULATOR_HOST}:${authPort}`;
  const firestoreHost = `${EMULATOR_HOST}:${firestorePort}`;
  const [authNow, firestoreNow] = await Promise.all([whoAnswers(authHost), whoAnswers(firestoreHost)]);
  if (authNow === 'other' || (authNow === 'firestore' && authPort !== firestorePort)) {
    return { unavailable: `port ${authPort} (Auth emulator) is used by another program` };
  }
  if (firestoreNow === 'other' || firestoreNow === 'auth') {
    return { unavailable: `port ${firestorePort} (Firestore emulator) is used by another program` };
  }
  if (firestoreNow !== 'firestore') {
    if (!existsSync(FIRESTORE_JAR)) {
      return {
        unavailable: `the Firestore emulator jar is missing (${FIRESTORE_JAR}); install the Debian package google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_JAR`,
      };
    }
    const problem = javaProblem();
    if (problem) return { unavailable: problem };
  }
  if (authNow !== 'auth' && !existsSync(FIREBASE_CLI)) {
    return { unavailable: `firebase-tools is not installed (${FIREBASE_CLI}); run npm install` };
  }

  installExitHooks();
  const started = [];
  try {
    if (firestoreNow !== 'firestore') {
      log(`starting the Firestore emulator on ${firestoreHost}`);
      started.push(startFirestore({ port: firestorePort, log, timeoutMs }));
    } else log(`reusing the Firestore emulator on ${firestoreHost}`);
    if (authNow !== 'auth') {
      log(`starting the Auth emulator on ${authHost}`);
      started.push(startAuth({ port: authPort, projectId, log, timeoutMs }));
    } else log(`reusing the Auth emulator on ${authHost}`);
    await Promise.all(started.map((s) => s.ready));
    await loadFirestoreRules(firestoreHost, projectId);
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()));
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
  log(`ready: auth ${authHost}, firestore ${firestoreHost}, project ${projectId}`);
  return {
    authHost,
    firestoreHost,
    projectId,
    reused: started.length === 0,
    stop: async () => {
      await Promise.all(started.map((s) => s.stop()));
    },
  };
}

// ------------------------------------------------------------------------------------------ CLI

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: { 'auth-port': { type: 'string' }, 'firestore-port': { type: 'string' } },
  });
  const result = await startEmulators({
    authPort: Number(values['auth-port'] ?? DEFAULT_AUTH_PORT),
    firestorePort: Number(values['firestore-port'] ?? DEFAULT_FIRESTORE_PORT),
    log: (line) => console.log(`[emulators] ${line}`),
  });
  if ('unavailable' in result) {
    console.error(`[emulators] not started: ${result.unavailable}`);
    process.exit(1);
  }
  console.log(`[emulators] Point the site at them with:
  VITE_AUTH_EMULATOR_HOST=${result.authHost} VITE_FIRESTORE_EMULATOR_HOST=${result.firestoreHost}
Press Ctrl+C to stop.`);
  const shutdown = async () => {
    await result.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

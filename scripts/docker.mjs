/**
 * What the image tests of the services share (apps/api/src/docker*.test.ts and
 * apps/accounts/src/docker*.test.ts): reading a Dockerfile's stages, and running a real Docker
 * engine where there is one. Where there is none an image test does not run and says so (a
 * skipped test named with the reason, and a line on stderr); CI sets PENZUGY_REQUIRE_DOCKER=1, so
 * there a missing engine fails instead of skipping.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Stages of a Dockerfile as instruction lists (continuation lines joined, comments dropped). */
export function dockerfileStages(text) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const out = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') out.push([]);
    (out[out.length - 1] ?? (out[0] = [])).push({ op: op.toUpperCase(), args: args.trim() });
  }
  return out;
}

/** Why Docker cannot be used here, or null when it can. */
function dockerMissing() {
  const info = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8' });
  if (info.error) return `no docker command (${info.error.code ?? info.error.message})`;
  if (info.status !== 0) return `docker info failed: ${info.stderr.trim().split('\n')[0] ?? `exit ${info.status}`}`;
  return null;
}

/**
 * Null when the image test of `what` can run; else why not, said on stderr (or thrown under
 * PENZUGY_REQUIRE_DOCKER=1).
 */
export function dockerUnavailable(what) {
  const missing = dockerMissing();
  if (!missing) return null;
  if (process.env.PENZUGY_REQUIRE_DOCKER === '1')
    throw new Error(`PENZUGY_REQUIRE_DOCKER=1 but there is no Docker engine: ${missing}`);
  process.stderr.write(`\n[${what}] NOT RUN: the image was not built or started: ${missing}.\n\n`);
  return missing;
}

const run = promisify(execFile);

/** `docker …` from the repository root (the build context of every image). */
export const docker = (...args) => run('docker', args, { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });

/** The image's Node version, its user id and whether npm is in it. */
export async function imageFacts(tag) {
  const version = (await docker('run', '--rm', '--entrypoint', 'node', tag, '--version')).stdout.trim();
  const uid = (await docker('run', '--rm', '--entrypoint', 'id', tag, '-u')).stdout.trim();
  const npm = (
    await docker('run', '--rm', '--entrypoint', 'sh', tag, '-c', 'command -v npm || echo none')
  ).stdout.trim();
  return { version, uid, hasNpm: npm !== 'none' };
}

/**
 * Starts `tag` as `name` with its HEALTHCHECK as written (only probed every second), the given
 * container ports published on loopback, and waits until Docker reports it healthy; throws if it
 * stops or turns unhealthy. Resolves with a function giving the host address of a container port.
 */
export async function runUntilHealthy(tag, name, ports, env = {}) {
  await docker(
    'run',
    '-d',
    '--name',
    name,
    '--health-interval',
    '1s',
    '--health-start-period',
    '60s',
    ...ports.flatMap((p) => ['-p', `127.0.0.1::${p}`]),
    ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]),
    tag,
  );
  for (;;) {
    const status = (await docker('inspect', '--format', '{{.State.Health.Status}}', name)).stdout.trim();
    if (status === 'healthy') break;
    if (status !== 'starting') throw new Error(`the container stopped or was marked unhealthy (${status})`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return async (port) => (await docker('port', name, `${port}/tcp`)).stdout.trim().split('\n')[0];
}

/** Stops the container with SIGTERM (node as PID 1 gets it) and gives its exit code. */
export async function stopAndExitCode(name) {
  await docker('stop', '--time', '20', name);
  return (await docker('inspect', '--format', '{{.State.ExitCode}}', name)).stdout.trim();
}

/** Removes the container and the image (after a test, whatever happened). */
export async function removeImage(tag, name) {
  await docker('rm', '-f', name).catch(() => {});
  await docker('rmi', '-f', tag).catch(() => {});
}

/** The build-context paths a Dockerfile copies (COPY without --from). */
export function copiedSources(stages) {
  return stages
    .flat()
    .filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'))
    .flatMap((i) => i.args.split(/\s+/).slice(0, -1));
}

/** Runs an exec-form command array (a HEALTHCHECK's) with extra environment; resolves with its exit code. */
export function runCommand(argv, env) {
  const [command, ...args] = argv;
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.on('exit', resolve));
}

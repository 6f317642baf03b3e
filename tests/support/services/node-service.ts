import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { waitFor } from '../wait';
import type { RunningService } from './types';

const STOP_TIMEOUT_MS = 10_000;

export interface NodeServiceOptions {
  /** What it is, for the error messages. */
  name: string;
  /** The built file to run, and the command that builds it when it is missing. */
  file: string;
  buildHint: string;
  cwd?: string;
  env: NodeJS.ProcessEnv;
  /** The base URL it answers at; ready when `${url}/health` answers. */
  url: string;
  startTimeoutMs: number;
  /** Show its standard output (its log). */
  verbose?: boolean;
}

/**
 * A built Node service in its own process group, ready when its /health answers; fails with its
 * exit code if it stops first. `stop()` sends SIGTERM to the group (the services shut down
 * gracefully) and SIGKILL if it hangs.
 */
export async function startNodeService({
  name,
  file,
  buildHint,
  cwd,
  env,
  url,
  startTimeoutMs,
  verbose,
}: NodeServiceOptions): Promise<RunningService> {
  if (!existsSync(file)) throw new Error(`${file} is missing: build ${name} first (${buildHint}).`);
  const child = spawn(process.execPath, [file], {
    ...(cwd ? { cwd } : {}),
    env,
    stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await Promise.race([
      waitFor(`${url}/health`, startTimeoutMs),
      exited.then((code) => {
        throw new Error(`${name} exited with code ${code} before answering on ${url}`);
      }),
    ]);
  } catch (e) {
    await stopChild(child, exited);
    throw e;
  }
  return { url, stop: () => stopChild(child, exited) };
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

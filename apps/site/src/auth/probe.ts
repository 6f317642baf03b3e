/**
 * Are the local emulators there? Asked once before the Firebase SDK is loaded, because without an
 * emulator the SDK does not fail: Auth retries and Firestore queues writes forever,
 * and the site would hang on its first sign-in. A short timeout keeps a dead port from blocking.
 */

/** How long each emulator gets to answer. Both are probed at the same time. */
export const EMULATOR_PROBE_TIMEOUT_MS = 2_000;

export interface ProbeOptions {
  /** @default EMULATOR_PROBE_TIMEOUT_MS */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** Resolves true when something answers HTTP at `host` (host:port) within the timeout; never rejects. */
export async function answersHttp(
  host: string,
  { timeoutMs = EMULATOR_PROBE_TIMEOUT_MS, fetch: fetchImpl = fetch }: ProbeOptions = {},
): Promise<boolean> {
  try {
    // 'no-cors': any HTTP answer proves the port is served; the body does not matter and an opaque
    // response does not need the emulator's CORS headers.
    await fetchImpl(`http://${host}/`, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

/** True when every host answers. */
export async function emulatorsAnswer(hosts: readonly string[], options?: ProbeOptions): Promise<boolean> {
  const answers = await Promise.all(hosts.map((host) => answersHttp(host, options)));
  return answers.every(Boolean);
}

/**
 * A small benchmark harness: runs a case `runs` times after `warmup` untimed runs and reports the
 * median, min and max wall time. Timings on 2-core CI machines are noisy, so we quote medians and
 * compare against targets instead of asserting in tests (DEVELOPERS: performance is measured by
 * benchmarks, not timed tests).
 */
import { performance } from 'node:perf_hooks';

export interface BenchCase {
  /** Short name shown in BENCHMARKS.md. */
  name: string;
  /** The target in words, e.g. `≤ 20 ms`. */
  target: string;
  /** Target in milliseconds for the median; used to print ✅ / ❌. */
  targetMs?: number;
  /** Timed runs (median over these). @default 7 */
  runs?: number;
  /** Untimed warm-up runs. @default 2 */
  warmup?: number;
  /** The work to time (awaited when it returns a promise). Its result is kept alive so the JIT cannot drop it. */
  fn: () => unknown;
  /** Extra figures to report after timing (e.g. memory measured in a child process). */
  extra?: () => Record<string, string> | Promise<Record<string, string>>;
}

export interface BenchResult {
  name: string;
  target: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  pass: boolean | null;
  extra: Record<string, string>;
}

let sink: unknown;

export async function runCase(c: BenchCase): Promise<BenchResult> {
  const runs = c.runs ?? 7;
  for (let i = 0; i < (c.warmup ?? 2); i++) sink = await c.fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    sink = await c.fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const medianMs =
    times.length % 2 ? times[(times.length - 1) / 2]! : (times[times.length / 2 - 1]! + times[times.length / 2]!) / 2;
  const extra = c.extra ? await c.extra() : {};
  void sink;
  return {
    name: c.name,
    target: c.target,
    runs,
    medianMs,
    minMs: times[0]!,
    maxMs: times[times.length - 1]!,
    pass: c.targetMs === undefined ? null : medianMs <= c.targetMs,
    extra,
  };
}

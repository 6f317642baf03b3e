/**
 * The messages between `simulateParallel` and its workers, and a worker's whole job as a plain
 * function (`runShare`), shared by the Node and browser worker entries.
 *
 * A worker gets a contiguous range of path blocks and the validated input. It advances its blocks
 * from output point to output point and sends the values of its paths at each point, a few points
 * per message (the buffers are transferred, not copied), then its per-path final values, maxima and
 * drawdowns. The coordinator assembles the values of all paths in path order and computes the
 * statistics itself, so percentiles are exact and the mean is summed in `simulate`'s order.
 */
import { isFinanceInputError } from '../../shared/errors';
import { PathBlocks } from '../blocks';
import { outputGrid } from '../series';
import type { ResolvedMonteCarloInput } from '../types';

/** Coordinator → worker: simulate blocks `fromBlock … toBlock − 1`. */
export interface RunShareMessage {
  type: 'run';
  input: ResolvedMonteCarloInput;
  fromBlock: number;
  toBlock: number;
  /** Output points per `points` message. */
  batchPoints: number;
}

/** Coordinator → worker: a `points` buffer the coordinator has read, back for reuse. */
export interface RecycleMessage {
  type: 'recycle';
  buffer: ArrayBuffer;
}

/** Coordinator → worker. */
export type ToParallelWorker = RunShareMessage | RecycleMessage;

/** Worker → coordinator. */
export type FromParallelWorker =
  | {
      type: 'points';
      /** The first output point in `values` (≥ 1). */
      firstPoint: number;
      /** Number of output points in `values`. */
      count: number;
      /** Values of the worker's paths, point after point (the first `count × pathCount` entries). */
      values: Float64Array;
    }
  | { type: 'done'; finalValues: Float64Array; maxValues: Float64Array; maxDrawdowns: Float64Array }
  | { type: 'error'; name: string; message: string; field: string | null; label: string | null };

/** How a worker posts: `postMessage(message, transfer)`. */
export type PostFromWorker = (message: FromParallelWorker, transfer: ArrayBuffer[]) => void;

/**
 * `points` buffers a worker may have in flight. The coordinator sends each back once read, so a run
 * needs only these few per worker instead of a fresh buffer per message: transferred buffers that
 * were left to the garbage collector piled up to ~40 MB before a collection (measured, 10 000 paths).
 */
const BUFFERS_IN_FLIGHT = 8;

/**
 * A worker's message handler: runs a share on `run` and takes recycled buffers. The share's loop
 * only yields (to receive recycled buffers) when all its buffers are in flight.
 */
export function createShareHandler(post: PostFromWorker): (message: ToParallelWorker) => void {
  const pool: ArrayBuffer[] = [];
  let wake: (() => void) | null = null;
  let allocated = 0;
  const takeBuffer = async (bytes: number): Promise<ArrayBuffer> => {
    for (;;) {
      const buffer = pool.pop();
      if (buffer?.byteLength === bytes) return buffer;
      if (buffer) {
        // Sized for an earlier run of this worker (a pooled worker serves run after run): let it go.
        allocated--;
        continue;
      }
      if (allocated < BUFFERS_IN_FLIGHT) {
        allocated++;
        return new ArrayBuffer(bytes);
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  return (message) => {
    if (message.type === 'recycle') {
      pool.push(message.buffer);
      wake?.();
      wake = null;
      return;
    }
    void runShare(message, post, takeBuffer);
  };
}

/** A worker's job: simulates its share and posts the points and the final arrays. Never rejects. */
async function runShare(
  { input, fromBlock, toBlock, batchPoints }: RunShareMessage,
  post: PostFromWorker,
  takeBuffer: (bytes: number) => Promise<ArrayBuffer>,
): Promise<void> {
  try {
    const blocks = new PathBlocks(input, fromBlock, toBlock);
    const { stride, totalSteps, pointCount } = outputGrid(input);
    const n = blocks.pathCount;
    for (let first = 1; first < pointCount; first += batchPoints) {
      const count = Math.min(batchPoints, pointCount - first);
      const values = new Float64Array(await takeBuffer(batchPoints * n * 8));
      for (let i = 0; i < count; i++) {
        blocks.advanceTo(Math.min((first + i) * stride, totalSteps));
        blocks.writeValues(values, i * n);
      }
      post({ type: 'points', firstPoint: first, count, values }, [values.buffer as ArrayBuffer]);
    }
    const result = blocks.result();
    const buffers = [result.finalValues.buffer, result.maxValues.buffer, result.maxDrawdowns.buffer] as ArrayBuffer[];
    post({ type: 'done', ...result }, buffers);
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    const input = isFinanceInputError(e) ? { field: e.field, label: e.label } : { field: null, label: null };
    post({ type: 'error', name: error.name, message: error.message, ...input }, []);
  }
}

/** The worker pool's task (solver-pool.ts): one optimisation, off the main thread. */
import { solve, type SolveInput, type SolveOutput } from './solve';

export default function task(input: SolveInput): SolveOutput {
  return solve(input);
}

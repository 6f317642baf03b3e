import { describe, expect, it } from 'vitest';
import { nextTurn } from './turns';

const iteration = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('nextTurn', () => {
  it('lets one waiter through per event-loop iteration, first come first served', async () => {
    const order: number[] = [];
    const all = Array.from({ length: 5 }, (_, i) => nextTurn().then(() => order.push(i)));
    const seen: number[] = [];
    for (let k = 0; k < 6; k++) {
      await iteration();
      seen.push(order.length);
    }
    await Promise.all(all);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    // Never two in the same iteration.
    for (let k = 1; k < seen.length; k++) expect(seen[k]! - seen[k - 1]!).toBeLessThanOrEqual(1);
    expect(seen.at(-1)).toBe(5);
  });

  it('lets I/O callbacks run between two turns', async () => {
    const events: string[] = [];
    const turns = [nextTurn().then(() => events.push('turn')), nextTurn().then(() => events.push('turn'))];
    // A timer due now fires in the timers phase of the next iteration, i.e. between the two turns.
    setTimeout(() => events.push('timer'), 0);
    await Promise.all(turns);
    expect(events.indexOf('timer')).toBeLessThan(events.lastIndexOf('turn'));
  });
});

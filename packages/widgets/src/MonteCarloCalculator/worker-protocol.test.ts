import { parameterDescriptions, simulate } from '@penzugy/finance-core';
import { describe, expect, it, vi } from 'vitest';
import { createWorkerHandler, deserialiseError, serialiseError, type FromWorkerMessage } from './worker-protocol';
import { SMALL_INPUT } from './test-support';

describe('createWorkerHandler', () => {
  it('posts progress, then the result with its per-path buffers as transferables', async () => {
    const post = vi.fn<(m: FromWorkerMessage, t: Transferable[]) => void>();
    await createWorkerHandler(post)({ type: 'run', id: 7, input: SMALL_INPUT });
    const messages = post.mock.calls.map(([m]) => m);
    expect(messages.slice(0, -1).every((m) => m.type === 'progress' && m.id === 7)).toBe(true);
    const [last, transfer] = post.mock.calls.at(-1)!;
    expect(last.type).toBe('result');
    if (last.type !== 'result') return;
    expect(last.result.finalMean).toBe(simulate(SMALL_INPUT).finalMean);
    expect(transfer).toEqual([
      last.result.finalValues.buffer,
      last.result.maxValues.buffer,
      last.result.maxDrawdowns.buffer,
    ]);
  });

  it('stops a run on a cancel message and says so', async () => {
    const post = vi.fn<(m: FromWorkerMessage, t: Transferable[]) => void>();
    const handle = createWorkerHandler(post);
    const running = handle({ type: 'run', id: 1, input: { paths: 2000, years: 30, stepsPerYear: 365 } });
    await new Promise((r) => setTimeout(r, 0));
    await handle({ type: 'cancel', id: 1 });
    await running;
    expect(post.mock.calls.at(-1)![0]).toEqual({ type: 'cancelled', id: 1 });
    expect(post.mock.calls.some(([m]) => m.type === 'result')).toBe(false);
  });

  it('reports bad input as an error with the field and its label', async () => {
    const post = vi.fn<(m: FromWorkerMessage, t: Transferable[]) => void>();
    const volatility = parameterDescriptions.volatility.label;
    await createWorkerHandler(post)({ type: 'run', id: 2, input: { volatility: 0 } });
    expect(post).toHaveBeenCalledWith(
      {
        type: 'error',
        id: 2,
        name: 'FinanceInputError',
        field: 'volatility',
        label: volatility,
        message: `${volatility}: nem lehet kisebb, mint 1.`,
      },
      [],
    );
  });
});

describe('serialiseError / deserialiseError', () => {
  it('keeps a plain error’s name and message', () => {
    const e = deserialiseError(
      serialiseError(3, new RangeError('boom')) as Extract<FromWorkerMessage, { type: 'error' }>,
    );
    expect(e.name).toBe('RangeError');
    expect(e.message).toBe('boom');
  });
});

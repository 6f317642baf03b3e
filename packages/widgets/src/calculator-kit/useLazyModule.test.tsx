import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyModule } from './useLazyModule';

describe('useLazyModule', () => {
  it('loads nothing until wanted, then once, and keeps the module', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const { result, rerender } = renderHook(({ wanted }) => useLazyModule(wanted, load), {
      initialProps: { wanted: false },
    });
    expect(result.current).toEqual({ module: null, failed: false });
    expect(load).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current.module).toEqual({ answer: 42 }));
    rerender({ wanted: false });
    rerender({ wanted: true });
    expect(result.current.module).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when the load failed, and tries again the next time it is wanted', async () => {
    const load = vi.fn<() => Promise<{ ok: boolean }>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue({ ok: true });
    const { result, rerender } = renderHook(({ wanted }) => useLazyModule(wanted, load), {
      initialProps: { wanted: true },
    });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.module).toBeNull();
    rerender({ wanted: false });
    rerender({ wanted: true });
    await waitFor(() => expect(result.current.module).toEqual({ ok: true }));
    expect(result.current.failed).toBe(false);
  });
});

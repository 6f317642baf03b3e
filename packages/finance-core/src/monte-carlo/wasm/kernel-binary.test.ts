/**
 * kernel.generated.ts is what assembly/kernel.ts compiles to: the committed binary cannot drift from
 * its source (after editing the kernel, `npm run build:wasm`).
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without type declarations
import { compileKernel } from '../../../scripts/build-wasm.mjs';
import { KERNEL_WASM_BASE64 } from './kernel.generated';

describe('the committed WebAssembly kernel', () => {
  it('is the compilation of assembly/kernel.ts', async () => {
    const bytes = (await compileKernel()) as Uint8Array;
    expect(Buffer.from(bytes).toString('base64')).toBe(KERNEL_WASM_BASE64);
  }, 60_000);
});

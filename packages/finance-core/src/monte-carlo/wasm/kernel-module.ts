/**
 * The WebAssembly kernel (assembly/kernel.ts), instantiated on a fresh memory — or null where it cannot
 * run: no WebAssembly, no 128-bit SIMD (browsers before 2021–2023), or a page whose
 * Content-Security-Policy forbids compiling WebAssembly (`script-src` without 'wasm-unsafe-eval').
 * The engine then uses the TypeScript kernels, which give the same numbers, only slower. The module is
 * compiled once per thread, on first use, and synchronously: at ~1.6 KB it is far below every
 * browser's limit for synchronous compilation.
 */
import { KERNEL_WASM_BASE64 } from './kernel.generated';

/**
 * The part of the WebAssembly API used here, typed locally: finance-core is compiled without the DOM
 * library (it runs in Node, pages and workers alike), and Node 20's types do not declare the global.
 */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: object };
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer };
}

/** Bytes in a WebAssembly memory page. */
export const WASM_PAGE_BYTES = 65536;

let compiled: object | null | undefined;

function webAssembly(): WebAssemblyApi | undefined {
  return (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
}

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A new instance of the kernel on a memory of `bytes` (rounded up to whole pages), with the kernel's
 * exports typed as `Exports`; null where WebAssembly (with SIMD) is unavailable or not allowed.
 */
export function instantiateKernel<Exports>(bytes: number): { exports: Exports; buffer: ArrayBuffer } | null {
  const api = webAssembly();
  if (!api) return null;
  if (compiled === undefined) {
    try {
      compiled = new api.Module(decodeBase64(KERNEL_WASM_BASE64));
    } catch {
      compiled = null; // CompileError (no SIMD) or a CSP refusal: not worth trying again in this thread
    }
  }
  if (!compiled) return null;
  try {
    const memory = new api.Memory({ initial: Math.ceil(bytes / WASM_PAGE_BYTES) });
    const instance = new api.Instance(compiled, { env: { memory }, kernel: { exp: Math.exp, log: Math.log } });
    return { exports: instance.exports as Exports, buffer: memory.buffer };
  } catch {
    return null; // instantiation refused: the TypeScript kernels run instead
  }
}

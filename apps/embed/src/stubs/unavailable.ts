/**
 * Throws the error of a d3 function the embed does not bundle (see d3-color.ts, d3-format.ts). A
 * widget that starts to need one fails loudly in the end-to-end tests instead of silently growing
 * every chunk; the fix is then to drop the module from STUBBED_MODULES in build/plugins.mjs.
 */
export function unavailable(module: string, name: string): never {
  throw new Error(
    `[penzugy embed] ${module}.${name}() is not bundled in the embed; remove '${module}' from STUBBED_MODULES in apps/embed/build/plugins.mjs.`,
  );
}

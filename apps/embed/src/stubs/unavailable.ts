/**
 * Throws the error of code the embed does not bundle: a d3 function (see d3-color.ts, d3-format.ts) or
 * a rule source's text (rule-sources.ts). A widget that starts to need one fails loudly in the
 * end-to-end tests instead of silently growing every chunk; the fix is then to take the module off
 * STUBBED_MODULES or STUBBED_FILES in build/plugins.mjs.
 */
export function unavailable(module: string, name: string): never {
  throw new Error(
    `[penzugy embed] ${module}: ${name} is not bundled in the embed; take '${module}' off the stubs in apps/embed/build/plugins.mjs.`,
  );
}

/**
 * The widget files' on-demand chunks (the loan calculator's panels) load through the loader's
 * integrity check, as the widget file itself did: the build turns each `import("./chunks/X.js")` of a
 * widget file into a call of a function that passes the chunk and the chunks it imports to
 * `import.meta.penzugyImport` (build/plugins.mjs verifiedDynamicImports). This puts the loader's (or
 * the frame page's) verified importer there. `import.meta` is the widget file's own: this module is
 * built into it.
 */
import type { MountOptions } from '../contract';

declare global {
  interface ImportMeta {
    /** Loads `files` of the version in order, each checked against its published hash; resolves to the last one's module. */
    penzugyImport?: (files: readonly string[]) => Promise<unknown>;
  }
}

/** Puts the mount's verified importer where the widget file's on-demand imports look for it. */
export function installVerifiedImports(importFile: MountOptions['importFile']): void {
  if (!importFile) return;
  import.meta.penzugyImport = (files) =>
    files.reduce<Promise<unknown>>(
      (done, file) => done.then(() => importFile(file.replace(/^\.\//, ''))),
      Promise.resolve(),
    );
}

/**
 * The widget files' on-demand chunks (the loan calculator's panels) load through the loader's
 * integrity check, as the widget file itself did: the build turns each `import("./chunks/X.js")` of a
 * widget file into a call of a function that passes the chunk and the chunks it imports to
 * `import.meta.penzugyImport` (build/plugins.mjs verifiedDynamicImports). This puts the loader's (or
 * the frame page's) verified importer there. `import.meta` is the widget file's own: this module is
 * built into it.
 */
import type { MountOptions } from '../contract';
import type { Failure } from '../loader/diagnose';
import { RUNTIME_STRINGS } from './strings';

declare global {
  interface ImportMeta {
    /** Loads `files` of the version in order, each checked against its published hash; resolves to the last one's module. */
    penzugyImport?: (files: readonly string[]) => Promise<unknown>;
  }
}

/**
 * An on-demand file that did not load; its `cause` is the loader's diagnosis (loader/diagnose.ts).
 * The importer rejects with the bare diagnosis (the loader's size budget has no room for an Error
 * class); this turns it into an Error here, on the widget's side, so that whatever reads the rejection
 * (the error boundary and its `penzugy:error` message) reads a sentence, not "[object Object]". The
 * message names the cause in a few words: the loader's explanations (loader/strings.ts, `failureText`)
 * are ~0.5 KB that only a widget showing them carries (the state-bond chart: chart-on-demand.tsx).
 */
export class OnDemandLoadError extends Error {
  declare cause: Failure;
  constructor(failure: Failure) {
    super(
      RUNTIME_STRINGS.onDemand(
        failure.kind === 'http' ? `HTTP ${failure.status}` : RUNTIME_STRINGS.onDemandCause[failure.kind],
      ),
      {
        cause: failure,
      },
    );
    this.name = 'OnDemandLoadError';
  }
}

const isFailure = (e: unknown): e is Failure =>
  typeof e === 'object' && e !== null && typeof (e as { kind?: unknown }).kind === 'string';

/** The mount's verified importer as the widget file's on-demand imports call it: files in order, failures as Errors. */
export function onDemandImporter(importFile: NonNullable<MountOptions['importFile']>) {
  return (files: readonly string[]): Promise<unknown> =>
    files
      .reduce<Promise<unknown>>(
        (done, file) => done.then(() => importFile(file.replace(/^\.\//, ''))),
        Promise.resolve(),
      )
      .catch((e: unknown) => {
        throw isFailure(e) ? new OnDemandLoadError(e) : e;
      });
}

/** Puts the mount's verified importer where the widget file's on-demand imports look for it. */
export function installVerifiedImports(importFile: MountOptions['importFile']): void {
  if (importFile) import.meta.penzugyImport = onDemandImporter(importFile);
}

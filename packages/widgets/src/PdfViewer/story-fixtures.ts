/**
 * Files for the viewer's stories and tests, served by Vite (see __fixtures__/README.md), and the
 * pdf.js worker set the way an app sets it (a library cannot; see pdfjs.ts).
 */
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import brokenPdfUrl from './__fixtures__/broken.pdf?url';
import formCPdfUrl from './__fixtures__/formc.pdf?url';
import filingHtmlUrl from './__fixtures__/flws-8-k.html?url';
import { setPdfWorkerSrc } from './pdfjs';

setPdfWorkerSrc(workerSrc);

export { brokenPdfUrl, filingHtmlUrl, formCPdfUrl, workerSrc };

/** Pages of formc.pdf (the data pack's MANIFEST.csv). */
export const FORM_C_PAGES = 20;

/**
 * A worker that starts and never answers: pdf.js waits for it forever, so the viewer stays in its
 * loading state, for the story that shows that state.
 */
export function silentWorkerSrc(): string {
  return URL.createObjectURL(new Blob(['/* never answers */'], { type: 'text/javascript' }));
}

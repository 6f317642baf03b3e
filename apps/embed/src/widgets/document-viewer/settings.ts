/**
 * The document viewer's settings: `src` (the PDF: an absolute http(s) URL or a path; required),
 * `document-title` (names the viewer for assistive technology) and `height` (px).
 */
import type { AttributeSpecs, ValuesOf } from '../../config/schema';
import { textAttribute } from '../../config/value-types';

/**
 * Where the build puts pdf.js's worker, next to the chunk (build/build.mjs copies it). A chunk from
 * another origin cannot start it as a worker; pdf.js then runs it on the page, which needs no setting.
 */
export const PDF_WORKER_FILE = 'assets/pdf.worker.min.mjs';

export const DOCUMENT_VIEWER_ATTRIBUTES = {
  /** The PDF's URL (a server on another origin must allow it with CORS). */
  src: { type: 'url', required: true },
  /** The document's title. @default 'PDF-dokumentum' */
  'document-title': textAttribute({ maxLength: 200 }),
  /** Height of the page area in px. @default 75 % of the window's height */
  height: { type: 'number', integer: true, min: 200, max: 4000 },
} as const satisfies AttributeSpecs;

export type DocumentViewerSettings = ValuesOf<typeof DOCUMENT_VIEWER_ATTRIBUTES>;

/** The worker's URL, next to the chunk at `chunkUrl`. */
export function pdfWorkerUrl(chunkUrl: string): string {
  return new URL(PDF_WORKER_FILE, chunkUrl).href;
}

/**
 * What went wrong loading a PDF, in Hungarian, from pdf.js's exceptions (matched by name: they are
 * not exported as types we can rely on across versions).
 */
import { PDF_VIEWER_STRINGS } from './strings';

const E = PDF_VIEWER_STRINGS.errors;

/** Thrown before loading when no pdf.js worker URL was configured. */
export class PdfWorkerMissingError extends Error {
  override readonly name = 'PdfWorkerMissingError';
  constructor() {
    super('No pdf.js worker URL: call setPdfWorkerSrc(url) or pass workerSrc.');
  }
}

/** The detail shown under 'Hiba történt a PDF betöltése közben'. */
export function describePdfError(error: unknown): string {
  const name =
    error instanceof Error
      ? error.name
      : typeof error === 'object' && error !== null && 'name' in error
        ? String(error.name)
        : '';
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? Number((error as { status: unknown }).status)
      : NaN;
  switch (name) {
    case 'PdfWorkerMissingError':
      return E.noWorker;
    case 'InvalidPDFException':
    case 'FormatError':
      return E.invalid;
    case 'PasswordException':
      return E.password;
    case 'MissingPDFException':
      return E.notFound;
    case 'ResponseException':
    case 'UnexpectedResponseException':
      if (status === 404) return E.notFound;
      if (Number.isFinite(status) && status > 0) return E.http(status);
      return E.network;
    default:
      return E.unknown;
  }
}

/**
 * The one error type the document sources throw. Its message is a Hungarian sentence the library
 * screen shows after 'Hiba történt a vállalatok betöltése közben. ' (docs/product.md#library), so it never
 * carries a raw English server message.
 */
export class DocumentSourceError extends Error {
  override readonly name = 'DocumentSourceError';

  constructor(
    message: string,
    /** The HTTP status, when the failure was an HTTP answer. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** True when `e` is a {@link DocumentSourceError} (also across bundle copies, by name). */
export function isDocumentSourceError(e: unknown): e is DocumentSourceError {
  return e instanceof DocumentSourceError || (e instanceof Error && e.name === 'DocumentSourceError');
}

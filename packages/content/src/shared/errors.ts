/**
 * The one error type the content package throws for bad input (an unknown news category, an invalid
 * date bound, a malformed store or article file). `message` is a full Hungarian sentence that names
 * the field, so a page or the ingestion command can show it as it is.
 */
export class ContentInputError extends Error {
  override readonly name = 'ContentInputError';

  constructor(
    /** The input or data field that is wrong, e.g. `category` or `items[3].publishedAt`. */
    readonly field: string,
    /** A Hungarian sentence naming the field, e.g. `A „category” mező ismeretlen hírkategória: „foo”.` */
    message: string,
  ) {
    super(message);
  }
}

/** True when `e` is a {@link ContentInputError} (also across bundle copies, by name). */
export function isContentInputError(e: unknown): e is ContentInputError {
  return e instanceof ContentInputError || (e instanceof Error && e.name === 'ContentInputError' && 'field' in e);
}

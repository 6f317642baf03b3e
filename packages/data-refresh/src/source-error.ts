/** A source answered something that is not usable data; `retryable` for 429, 5xx and network errors. */
export class SourceError extends Error {
  override readonly name = 'SourceError';

  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

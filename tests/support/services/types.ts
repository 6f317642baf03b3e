/** A process (or in-process server) the end-to-end tests need, started once by the global setup. */
export interface RunningService {
  /** The base URL the tests reach it at. */
  url: string;
  stop(): Promise<void>;
}

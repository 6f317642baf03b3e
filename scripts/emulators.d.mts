export declare const PROJECT_ID: string;
export declare const EMULATOR_HOST: string;
export declare const DEFAULT_AUTH_PORT: number;
export declare const DEFAULT_FIRESTORE_PORT: number;
export declare const FIRESTORE_JAR: string;

export interface RunningEmulators {
  /** host:port of the Auth emulator. */
  authHost: string;
  /** host:port of the Firestore emulator. */
  firestoreHost: string;
  projectId: string;
  /** True when both were already running (stop() then leaves them alone). */
  reused: boolean;
  /** Stops the emulators this call started. */
  stop(): Promise<void>;
}

export interface StartEmulatorsOptions {
  /** @default 9099 */
  authPort?: number;
  /** @default 8080 */
  firestorePort?: number;
  /** @default 'demo-penzugy' */
  projectId?: string;
  /** Receives the emulators' output, line by line. */
  log?: (line: string) => void;
  /** @default 120000 */
  timeoutMs?: number;
}

export declare function startEmulators(
  options?: StartEmulatorsOptions,
): Promise<RunningEmulators | { unavailable: string }>;
export declare function whoAnswers(host: string): Promise<'auth' | 'firestore' | 'other' | null>;
export declare function loadFirestoreRules(firestoreHost: string, projectId?: string): Promise<void>;

export interface StartHostingOptions {
  /** The `hosting` section of a firebase.json (`public` absolute or relative to the repository). */
  hosting: Record<string, unknown>;
  port: number;
  /** @default 'demo-penzugy' */
  projectId?: string;
  /** Receives the emulator's output, line by line. */
  log?: (line: string) => void;
  /** @default 120000 */
  timeoutMs?: number;
}

export declare function startHostingEmulator(
  options: StartHostingOptions,
): Promise<{ url: string; stop(): Promise<void> }>;

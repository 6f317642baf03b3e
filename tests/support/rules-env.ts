import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getDocs, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { emulatorsForTests, type FirebaseEmulators } from './services/emulators';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The repository's firestore.rules, as deployed. */
export const FIRESTORE_RULES = readFileSync(path.join(root, 'firestore.rules'), 'utf8');

/** A rules test environment on the real Firestore emulator, with the usual ways in. */
export interface RulesTestEnv {
  /** The environment itself, once beforeAll has run. */
  readonly env: RulesTestEnvironment;
  /** A signed-out browser's Firestore. */
  visitor(): Firestore;
  /** The Firestore of a browser signed in as `uid`. */
  asUser(uid: string): Firestore;
  /**
   * Runs `work` on a Firestore that the rules do not apply to (as staff tools and test setup do
   * with the Admin SDK) and returns what it returns.
   */
  pastRules<T>(work: (db: Firestore) => Promise<T>): Promise<T>;
  /** Every stored document of a collection with its id, read past the rules. */
  stored(collectionPath: string): Promise<Record<string, unknown>[]>;
}

/**
 * Registers the hooks of a rules test file: firestore.rules loaded into the emulator under a project
 * of the file's own (so it never touches the site's demo data or another file's), every document
 * cleared before each test, everything stopped after the file.
 */
export function useRulesTestEnv(projectId: string): RulesTestEnv {
  let emulators: FirebaseEmulators | undefined;
  let env: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment is used before beforeAll has set it up');
    return env;
  };

  beforeAll(async () => {
    // Every denial the tests provoke is expected; the SDK would log each one as a warning.
    setLogLevel('error');
    emulators = await emulatorsForTests(inject('firebase'));
    const [host, port] = emulators.firestoreHost.split(':');
    env = await initializeTestEnvironment({
      projectId,
      firestore: { host, port: Number(port), rules: FIRESTORE_RULES },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
    await emulators?.stop();
  });
  beforeEach(async () => current().clearFirestore());

  async function pastRules<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
    let result: T | undefined;
    await current().withSecurityRulesDisabled(async (ctx) => {
      result = await work(ctx.firestore() as unknown as Firestore);
    });
    return result as T;
  }

  return {
    get env() {
      return current();
    },
    visitor: () => current().unauthenticatedContext().firestore() as unknown as Firestore,
    asUser: (uid) => current().authenticatedContext(uid).firestore() as unknown as Firestore,
    pastRules,
    stored: (collectionPath) =>
      pastRules(async (db) =>
        (await getDocs(collection(db, collectionPath))).docs.map((d) => ({ id: d.id, ...d.data() })),
      ),
  };
}

/**
 * The Firebase Storage emulator of firebase-tools, as the local stand-in for the production bucket.
 *
 * `firebase emulators:start --only storage` cannot start on these machines: the emulator always starts
 * its security-rules engine, a Java 21 jar (cloud-storage-rules-runtime) that it downloads on first use
 * from storage.googleapis.com, and no registry this workplace reaches ships it. The rules engine only
 * judges Firebase-SDK requests (`/v0/…`); the Google Cloud Storage JSON API that the refresh and the
 * API use is served by the emulator's administrator storage layer (firebase-tools
 * lib/emulator/storage/apis/gcloud.js), which never consults it. So this runs the emulator's own
 * HTTP application (`createApp` of lib/emulator/storage/server.js, over a `StorageEmulator` instance)
 * in the test process, without starting the rules engine: the same request handling, object store and
 * answers as the CLI's emulator on these endpoints.
 */
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

interface EmulatorApp {
  listen(port: number, host: string, ready: () => void): Server;
}

const require = createRequire(import.meta.url);
const tools = path.dirname(require.resolve('firebase-tools/package.json'));
const { StorageEmulator } = require(path.join(tools, 'lib/emulator/storage/index.js')) as {
  StorageEmulator: new (args: Record<string, unknown>) => { args: Record<string, unknown>; stop(): Promise<void> };
};
// The emulator's answers build object URLs from the registry's entry for it, as when the CLI runs it.
const { EmulatorRegistry } = require(path.join(tools, 'lib/emulator/registry.js')) as {
  EmulatorRegistry: { set(name: string, instance: unknown): void; clear(name: string): void };
};
const { createApp } = require(path.join(tools, 'lib/emulator/storage/server.js')) as {
  createApp(projectId: string, emulator: unknown): Promise<EmulatorApp>;
};

export async function startStorage(): Promise<{ host: string; url: string; stop(): Promise<void> }> {
  const projectId = 'demo-penzugy';
  const emulator = new StorageEmulator({ projectId, host: '127.0.0.1', port: 0, auto_download: false });
  const app = await createApp(projectId, emulator);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  emulator.args.port = port;
  EmulatorRegistry.set('storage', emulator);
  return {
    host,
    url: `http://${host}`,
    stop: async () => {
      server.closeAllConnections?.();
      await new Promise<void>((r) => server.close(() => r()));
      await emulator.stop();
      EmulatorRegistry.clear('storage');
    },
  };
}

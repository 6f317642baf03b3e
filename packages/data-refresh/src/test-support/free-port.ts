import { createServer } from 'node:net';

/** A TCP port nothing listens on right now (for a child process that needs a fixed one). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

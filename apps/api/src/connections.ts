/**
 * A cap on the connections one client address (its /64 for IPv6, packages/client-address) may hold open,
 * beside the server's overall `maxConnections`: without it one client could open them all and
 * every later connection — a load balancer's health check, another visitor — would be refused.
 * Excess connections are closed at once. Used only where each socket is a client (the `socket`
 * model of front-end.ts); behind a proxy every socket is the proxy's.
 */
import type { Server } from 'node:http';
import { clientKey } from '@penzugy/client-address';

/** Counts open connections by client and closes those beyond `max`; returns the live counts (tests). */
export function capConnectionsPerClient(server: Server, max: number): ReadonlyMap<string, number> {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const key = clientKey(socket.remoteAddress);
    const n = (open.get(key) ?? 0) + 1;
    if (n > max) {
      socket.destroy();
      return;
    }
    open.set(key, n);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return open;
}

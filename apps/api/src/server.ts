/**
 * The service's entry point: `node dist/server.js`. Reads the configuration (config.ts), opens the
 * market data (snapshots/start-feed.ts: the refresh's snapshots, watched for new ones; or a live
 * PRICE_SOURCE loaded once), listens (and starts the health thread on HEALTH_PORT, health.ts), and
 * shuts down gracefully on SIGTERM or SIGINT: the health thread answers 503, the server stops
 * accepting connections, finishes the requests in flight (new ones get 503), then exits.
 */
import { buildServer } from './app';
import { ConfigError, readConfig } from './config';
import { healthFacts, startHealthThread, type HealthThread } from './health';
import { openMarketFeed } from './snapshots/start-feed';

/** How long in-flight requests may take to finish after a shutdown signal. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfig();
  const feed = await openMarketFeed(process.env, { level: config.logLevel });
  const { source } = feed.current();
  const app = await buildServer({
    source,
    feed,
    corsOrigins: config.corsOrigins,
    bodyLimit: config.bodyLimit,
    logger: { level: config.logLevel },
    limits: config.limits,
    frontEndSecret: config.frontEndSecret,
    ...(config.today !== undefined && { today: () => config.today! }),
  });
  let health: HealthThread | undefined;

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    health?.drain();
    const force = setTimeout(() => {
      app.log.error('shutdown grace period over: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => health?.close())
      .then(
        () => process.exit(0),
        (e: unknown) => {
          app.log.error({ err: e }, 'error while closing');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (config.healthPort !== null) {
    // The facts are read on every beat, so a new snapshot shows there within a quarter second.
    health = await startHealthThread({
      port: config.healthPort,
      host: config.host,
      facts: () => healthFacts(feed.current().source),
    });
    app.log.info({ port: health.port }, 'health thread listening');
  }
  app.log.info({ source: feed.current().source.name, symbols: feed.current().source.symbols().length }, 'ready');
}

main().catch((e: unknown) => {
  // Configuration and data errors are ours and Hungarian; print them without a stack.
  const message =
    e instanceof ConfigError || (e instanceof Error && ['LivePriceSourceError', 'StoreError'].includes(e.name))
      ? e.message
      : e instanceof Error
        ? (e.stack ?? e.message)
        : String(e);
  console.error(`A szolgáltatás nem indult el: ${message}`);
  process.exit(1);
});

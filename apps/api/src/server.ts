/**
 * The service's entry point: `node dist/server.js`. Reads the configuration (config.ts), opens the
 * market data (snapshots/start-feed.ts: the refresh's snapshots, watched for new ones; or a live
 * PRICE_SOURCE loaded once), listens, and shuts down gracefully on SIGTERM or SIGINT: it stops
 * accepting connections, finishes the requests in flight (new ones get 503), then exits.
 */
import { buildServer } from './app';
import { ConfigError, readConfig } from './config';
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
    ...(config.today !== undefined && { today: () => config.today! }),
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period over: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
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

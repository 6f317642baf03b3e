#!/usr/bin/env node
/**
 * `node bench/health-probe.mjs <url> <seconds>`: GET <url> 50 times a second on one connection for
 * the given time and print autocannon's result as JSON (latency percentiles, errors). load.mjs runs
 * it in its own process beside the load, so the probe's timings are the server's, not the load
 * generator's.
 */
import autocannon from 'autocannon';

const [url, seconds] = process.argv.slice(2);
const result = await autocannon({ url, connections: 1, overallRate: 50, duration: Number(seconds) });
process.stdout.write(
  JSON.stringify({ latency: result.latency, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }),
);

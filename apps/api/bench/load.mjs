#!/usr/bin/env node
/**
 * Load test of the portfolio service (issue 8: ≥ 500 requests/s with p99 ≤ 50 ms for a 10-stock,
 * one-year maxSharpe request on a 2-core machine).
 *
 * Starts the BUILT service (dist/server.js, sample data) on a free loopback port, warms it up, then
 * runs autocannon for a bounded time and prints a Markdown section to stdout (progress goes to
 * stderr). Usage: `node bench/load.mjs [--duration 10] [--connections 10]` after `npm run build`.
 * autocannon shares the machine with the server, as a co-located load balancer would.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverFile = path.join(apiDir, 'dist', 'server.js');

const TARGET_RPS = 500;
const TARGET_P99_MS = 50;
const WARMUP_SECONDS = 3;

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 10);

/** The benchmark request: 10 catalogue stocks, the data's last year, maxSharpe against the S&P 500. */
const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'JPM', 'JNJ', 'CAT', 'PFE'];
const BODY = JSON.stringify({
  portfolio: TICKERS.map((ticker) => ({ ticker, name: '', shares: 0 })),
  riskFreeRate: 0.055,
  fromDate: '2024-12-30',
  toDate: '2025-12-30',
  objective: 'maxSharpe',
  shorting: false,
  benchmark: '^GSPC',
});

const log = (m) => process.stderr.write(`[bench:api] ${m}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function run(url, duration) {
  return autocannon({
    url: `${url}/portfolio-opt/update-portfolio`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BODY,
    connections: CONNECTIONS,
    duration,
  });
}

const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');

async function main() {
  if (!existsSync(serverFile)) throw new Error(`${serverFile} is missing: run \`npx turbo run build --filter=@penzugy/api\` first.`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverFile], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PRICE_SOURCE: 'sample', LOG_LEVEL: 'warn', CORS_ORIGINS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(`${url}/health`, 30_000);
    const check = await fetch(`${url}/portfolio-opt/update-portfolio`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
    if (check.status !== 200) throw new Error(`the benchmark request failed: HTTP ${check.status} ${await check.text()}`);
    const bytes = (await check.arrayBuffer()).byteLength;

    log(`warming up for ${WARMUP_SECONDS} s`);
    await run(url, WARMUP_SECONDS);
    log(`measuring for ${DURATION} s with ${CONNECTIONS} connections`);
    const r = await run(url, DURATION);

    const rps = r.requests.average;
    const p99 = r.latency.p99;
    const errors = r.errors + r.timeouts + r.non2xx;
    const pass = rps >= TARGET_RPS && p99 <= TARGET_P99_MS && errors === 0;
    const lines = [
      '## Portfolio service under load (apps/api)',
      '',
      `POST /portfolio-opt/update-portfolio — ${TICKERS.length} stocks, one year (2024-12-30 .. 2025-12-30), maxSharpe, ` +
        `benchmark ^GSPC; the built server (\`node dist/server.js\`, sample data) and autocannon on the same machine over ` +
        `loopback; ${CONNECTIONS} connections, ${DURATION} s after a ${WARMUP_SECONDS} s warm-up; response ${fmt(bytes / 1024)} KB.`,
      '',
      '| requests/s (mean) | latency p50 | p97.5 | p99 | max | requests | errors | target | met |',
      '|---:|---:|---:|---:|---:|---:|---:|---|---|',
      `| ${fmt(rps, 0)} | ${fmt(r.latency.p50)} ms | ${fmt(r.latency.p97_5)} ms | ${fmt(p99)} ms | ${fmt(r.latency.max)} ms | ` +
        `${r.requests.total} | ${errors} | ≥ ${TARGET_RPS} req/s, p99 ≤ ${TARGET_P99_MS} ms, no errors | ${pass ? '✅' : '❌'} |`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

main().catch((e) => {
  process.stderr.write(`[bench:api] ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});

// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_NAMES } from '../src/catalogue';
import { BUDGETS } from '../bench/sizes.mjs';
import { integrity } from './manifest.mjs';

/** The real build (`npm run build`, preact) into a temporary directory: what partners get. */
describe('the embed build', () => {
  let out: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let manifest: any;
  const version = `v${JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')).version}`;
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

  beforeAll(async () => {
    out = mkdtempSync(path.join(os.tmpdir(), 'penzugy-embed-test-'));
    // As turbo runs it, in its own process; NODE_ENV=test as under vitest, which must not matter.
    execFileSync(process.execPath, ['build/build.mjs'], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, EMBED_OUT_DIR: out, NODE_ENV: 'test' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    manifest = JSON.parse(read(`${version}/manifest.json`));
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('lays out a latest loader, a pinned version and manifests that describe them', () => {
    const files = readdirSync(path.join(out, version));
    for (const widget of WIDGET_NAMES) expect(files).toContain(`${widget}.js`);
    expect(files).toEqual(expect.arrayContaining(['embed.js', 'frame.html', 'frame.js', 'manifest.json']));
    expect(read(`${version}/frame.html`)).toContain('<script type="module" src="./frame.js"></script>');
    const root = JSON.parse(read('manifest.json'));
    expect(root).toMatchObject({ latest: manifest.version, latestLoader: 'embed.js' });
    expect(root.versions[0]).toEqual({ version: manifest.version, loader: `${version}/embed.js`, integrity: manifest.loader.integrity, manifest: `${version}/manifest.json` });
    expect(manifest.loader.integrity).toBe(integrity(readFileSync(path.join(out, version, 'embed.js'))));
  });

  it('builds the latest and the pinned loader from the same code, differing only in where the chunks are', () => {
    const latest = read('embed.js');
    const pinned = read(`${version}/embed.js`);
    expect(latest).not.toBe(pinned);
    expect(latest.replace(`\`${version}/\``, '``')).toBe(pinned);
  });

  it('keeps the loader to one IIFE: no global but the one it defines at run time', () => {
    const loader = read('embed.js');
    expect(loader.startsWith('(function(){')).toBe(true);
    expect(loader.trimEnd().endsWith('})();')).toBe(true);
  });

  it('ships no stylesheet files and no code a strict CSP refuses', () => {
    const all = readdirSync(path.join(out, version), { recursive: true }).map(String);
    expect(all.filter((f) => f.endsWith('.css'))).toEqual([]);
    // pdf.js (document-viewer.js and its worker) contains an eval path that the viewer switches off
    // (isEvalSupported: false); the end-to-end test runs it under a strict CSP.
    const scripts = all.filter((f) => /\.m?js$/.test(f) && !/document-viewer|pdf\.worker/.test(f));
    for (const file of ['embed.js', ...scripts.map((f) => `${version}/${f}`)]) {
      const code = read(file);
      expect(code, file).not.toMatch(/\bnew Function\s*\(|\beval\s*\(/);
    }
  });

  it('never builds HTML from strings: no innerHTML in the embed’s or the widgets’ source', () => {
    const sources = (dir: string) =>
      readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f))
        .map((f) => path.join(dir, f));
    for (const file of [...sources(path.join(__dirname, '../src')), ...sources(path.join(__dirname, '../../../packages/widgets/src'))]) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/innerHTML|dangerouslySetInnerHTML|insertAdjacentHTML|outerHTML\s*=/);
    }
  });

  it('is a production build whatever NODE_ENV the caller has (vitest sets "test")', () => {
    expect(read(`${version}/loan-calculator.js`)).not.toMatch(/lineNumber:\d+,columnNumber:\d+/);
  });

  it('meets the size budgets of issue 7', () => {
    expect(manifest.loader.gzipBytes).toBeLessThanOrEqual(BUDGETS.loader);
    expect(manifest.loader.gzipBytes + manifest.widgets['loan-calculator'].gzipBytes).toBeLessThanOrEqual(BUDGETS.loanCalculatorEmbed);
  });

  it('lists each widget’s files and leaves on-demand files (workers) out of its size', () => {
    expect(manifest.widgets['loan-calculator'].files).toEqual([`${version}/loan-calculator.js`]);
    expect(manifest.widgets['monte-carlo'].onDemand.some((f: string) => /assets\/simulation\.worker-.+\.js$/.test(f))).toBe(true);
    expect(manifest.widgets['document-viewer'].onDemand).toContain(`${version}/assets/pdf.worker.min.mjs`);
    expect(existsSync(path.join(out, version, 'assets/pdf.worker.min.mjs'))).toBe(true);
  });
});

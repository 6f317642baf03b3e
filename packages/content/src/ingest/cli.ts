#!/usr/bin/env node
/**
 * `npm run news:ingest -w @penzugy/content -- --feed <url-or-file> [--feed …] [--store path] [--dry-run]`,
 * or `penzugy-news-ingest …` where the package is installed (there `--store` is required).
 *
 * Exit codes: 0 every feed was read; 1 at least one feed failed (the others are still merged) or the
 * store is invalid; 2 wrong arguments.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isContentInputError } from '../shared/errors.js';
import { formatIngestReport, ingestFeeds } from './ingest.js';

export const USAGE = `Használat: penzugy-news-ingest --feed <URL vagy fájl> [--feed …] [--store <fájl>] [--dry-run]
  (a forrásfában: npm run news:ingest -w @penzugy/content -- --feed …)

  --feed     RSS- vagy Atom-hírcsatorna címe (http/https) vagy fájl útvonala; többször is megadható
  --store    a hírtár JSON-fájlja (a forrásfában alapértelmezés: a csomag news/items.json fájlja;
             a telepített csomagban nincs hírtár, ott kötelező)
  --dry-run  csak kiírja, mi változna, a hírtárat nem írja felül
  --help     ez a súgó`;

/** The package root: the nearest directory above this file whose package.json is @penzugy/content. */
export function packageRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@penzugy/content'
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error('A @penzugy/content csomag könyvtára nem található.');
  }
}

/**
 * The store written when no `--store` is given: `news/items.json` of the package in the repository,
 * the file the site reads. The published package ships only `dist/` (no `news/`), so an installed
 * command has no store of its own: then `null`, and `--store` is required rather than a file being
 * created inside node_modules.
 */
export function defaultStorePath(root: string = packageRoot()): string | null {
  const news = path.join(root, 'news');
  return existsSync(news) ? path.join(news, 'items.json') : null;
}

export const STORE_REQUIRED = `A --store kötelező: a telepített @penzugy/content csomagban nincs hírtár (news/items.json). Adja meg a hírtár fájlját, például --store news/items.json.`;

/**
 * Runs the command with `argv` (without node and the script); returns the exit code. `packageDir`
 * (tests) stands for the package's directory, found from this file otherwise.
 */
export async function main(
  argv: readonly string[],
  io: { log: (s: string) => void; error: (s: string) => void } = console,
  { packageDir }: { packageDir?: string } = {},
): Promise<number> {
  let values: { feed?: string[]; store?: string; 'dry-run'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        feed: { type: 'string', multiple: true },
        store: { type: 'string' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    io.error(`Hibás paraméter: ${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    io.log(USAGE);
    return 0;
  }
  const feeds = (values.feed ?? []).map((f) => f.trim()).filter((f) => f !== '');
  if (feeds.length === 0) {
    io.error(`Legalább egy --feed kell.\n\n${USAGE}`);
    return 2;
  }
  // `npm run -w` starts the script in the package directory; paths typed by the user are relative
  // to where they typed them, which npm passes in INIT_CWD.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const storePath = values.store ? path.resolve(cwd, values.store) : defaultStorePath(packageDir ?? packageRoot());
  if (storePath === null) {
    io.error(`${STORE_REQUIRED}\n\n${USAGE}`);
    return 2;
  }
  const dryRun = values['dry-run'] ?? false;
  try {
    const report = await ingestFeeds({ feeds, storePath, dryRun, cwd });
    io.log(formatIngestReport(report, { dryRun }));
    return report.feeds.some((f) => f.error) ? 1 : 0;
  } catch (e) {
    // A bad store names its file and field; anything else (e.g. no permission to write) is shown as is.
    io.error(
      isContentInputError(e) ? e.message : `A hírbetöltés nem sikerült: ${e instanceof Error ? e.message : String(e)}`,
    );
    return 1;
  }
}

/** True when this file is the program (also through npm's bin symlink), not an import. */
function invokedDirectly(): boolean {
  if (process.argv[1] === undefined) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (invokedDirectly()) process.exitCode = await main(process.argv.slice(2));

#!/usr/bin/env node
/**
 * Builds the site's built-in document library from the sample filings of the data pack:
 *
 *   ../shared/data/filings/edgar/{company}/{type}/{file}
 *     → apps/site/public/library/edgar/{company}/{type}/{file}   (copies)
 *     → apps/site/public/library/manifest.json                   ({ version: 1, objects: [...] })
 *     → apps/site/public/library/PROVENANCE.md                   (where every file came from)
 *
 * The manifest lists object names exactly as a bucket listing would (`edgar/…`), so the static
 * source and the Cloud Storage source read them with the same parser. Only files that parser accepts
 * are copied (a known type folder, a date at the start of the name, PDF or HTML); anything else is
 * reported and left out. Each file is checked against the data pack's MANIFEST.csv (size and
 * SHA-256) when it is there. The filings reprint-filings.mjs re-printed from the same sources (the
 * pack printed their missing images as broken icons) are kept as they are in the output folder, in
 * place of the pack's copies, and PROVENANCE.md says which. The output is deterministic, so rebuilding changes nothing in git.
 *
 * Usage (after `npx turbo run build --filter=@penzugy/documents`):
 *   node packages/documents/scripts/build-manifest.mjs [filings/edgar folder] [output folder]
 * or set PENZUGY_FILINGS_DIR. Exits non-zero on any mismatch.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const sourceDir = path.resolve(
  process.argv[2] ?? process.env.PENZUGY_FILINGS_DIR ?? path.join(repoRoot, '../shared/data/filings/edgar'),
);
const outDir = path.resolve(process.argv[3] ?? path.join(repoRoot, 'apps/site/public/library'));
const packManifest = path.resolve(sourceDir, '../../MANIFEST.csv');

const distEntry = path.join(here, '../dist/index.js');
if (!existsSync(distEntry)) {
  console.error('build-manifest: build @penzugy/documents first: npx turbo run build --filter=@penzugy/documents');
  process.exit(1);
}
const { companiesFromObjects, EDGAR_FOLDER } = await import(pathToFileURL(distEntry).href);
const { REPRINTS } = await import('./reprint-filings.mjs');

if (!existsSync(sourceDir)) {
  console.error(
    `build-manifest: no filings folder at ${sourceDir} (pass it as the first argument or set PENZUGY_FILINGS_DIR)`,
  );
  process.exit(1);
}

/** One CSV line, with "quoted, fields" (the data pack's MANIFEST.csv quotes paths with commas). */
function parseCsvLine(line) {
  const fields = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** path relative to data/ → { bytes, pages, sha256 } */
async function readPackManifest() {
  if (!existsSync(packManifest)) return null;
  const [header, ...rows] = (await readFile(packManifest, 'utf8')).split('\n').filter((l) => l.trim() !== '');
  const cols = parseCsvLine(header);
  const at = (name) => cols.indexOf(name);
  const entries = new Map();
  for (const row of rows) {
    const f = parseCsvLine(row);
    entries.set(f[at('path')], {
      bytes: Number(f[at('bytes')]),
      pages: f[at('countKind')] === 'pages' ? Number(f[at('count')]) : null,
      sha256: f[at('sha256')],
    });
  }
  return entries;
}

async function listFiles() {
  const names = [];
  for (const company of (await readdir(sourceDir, { withFileTypes: true })).filter((d) => d.isDirectory())) {
    for (const type of (await readdir(path.join(sourceDir, company.name), { withFileTypes: true })).filter((d) =>
      d.isDirectory(),
    )) {
      for (const file of await readdir(path.join(sourceDir, company.name, type.name), { withFileTypes: true })) {
        if (file.isFile()) names.push(`${EDGAR_FOLDER}/${company.name}/${type.name}/${file.name}`);
      }
    }
  }
  return names.sort();
}

/** Size and SHA-256 of a file. */
async function fileFacts(file) {
  const bytes = await readFile(file);
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Pages of a PDF as Chromium writes them (one `/Type /Page` object each, uncompressed). */
function pdfPageCount(bytes) {
  return bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? null;
}

const problems = [];
const pack = await readPackManifest();
const found = await listFiles();
const accepted = new Set(
  companiesFromObjects(found, '').flatMap((c) =>
    c.documents.map((d) => `${EDGAR_FOLDER}/${c.name}/${d.type}/${d.filename}`),
  ),
);
const objects = found.filter((name) => accepted.has(name));
for (const name of found)
  if (!accepted.has(name))
    console.warn(`build-manifest: skipped ${name} (not a dated PDF/HTML file in a known type folder)`);
if (objects.length === 0) problems.push('no documents found');

// The reprints are the output folder's own: read before the folder is rebuilt, written back below.
const reprints = new Map();
for (const name of Object.keys(REPRINTS)) {
  const file = path.join(outDir, ...name.split('/'));
  if (existsSync(file)) reprints.set(name, await readFile(file));
  else problems.push(`${name}: no reprint in ${outDir} (run reprint-filings.mjs)`);
}
await rm(path.join(outDir, EDGAR_FOLDER), { recursive: true, force: true });
const rows = [];
for (const name of objects) {
  const from = path.join(sourceDir, ...name.split('/').slice(1));
  const reprint = reprints.get(name);
  const reprinted = reprint !== undefined;
  const to = path.join(outDir, ...name.split('/'));
  await mkdir(path.dirname(to), { recursive: true });
  // The pack's copy is checked whether or not a reprint replaces it: the reprint's source is the pack's.
  const packed = await fileFacts(from);
  const expected = pack?.get(`filings/${name}`);
  if (pack && !expected) problems.push(`${name} is not in the data pack's MANIFEST.csv`);
  if (expected && (expected.bytes !== packed.bytes || expected.sha256 !== packed.sha256))
    problems.push(`${name} differs from MANIFEST.csv`);
  if (reprinted) await writeFile(to, reprint);
  else await copyFile(from, to);
  const served = reprinted ? await fileFacts(to) : packed;
  const pages = reprinted ? pdfPageCount(await readFile(to)) : (expected?.pages ?? null);
  rows.push({ name, ...served, pages, reprinted });
}

await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify({ version: 1, objects }, null, 2)}\n`);

const table = rows
  .map(
    ({ name, bytes, sha256, pages, reprinted }) =>
      `| \`${name}\` | ${reprinted ? 'reprint' : 'pack'} | ${pages ?? '–'} | ${bytes} | \`${sha256}\` |`,
  )
  .join('\n');
await writeFile(
  path.join(outDir, 'PROVENANCE.md'),
  `# Provenance of the built-in document library

Generated by \`packages/documents/scripts/build-manifest.mjs\`; do not edit by hand, rerun the script.
The site serves these files at \`/library/edgar/{company}/{type}/{file}\`, and \`manifest.json\` lists
them for the static document source (\`createStaticDocumentSource\` in \`@penzugy/documents\`).

## Source

Copied byte for byte from the project's sample data pack, \`data/filings/edgar/\` (see that pack's
README, section 5, and \`MANIFEST.csv\`${pack ? ', against which every file was checked' : ''}), except the
files marked *reprint* below: re-printed from the same HTML sources so that no page shows a broken
image (\`packages/documents/README.md\`, "Reprinted filings").

- **What they are:** SEC EDGAR filings of five companies (10-K, 10-Q, 8-K, DEF 14A). The filings are
  public documents filed with the U.S. Securities and Exchange Commission and available on EDGAR.
- **Where the pack took them from:** the GitHub repository \`dgunning/edgartools\` (MIT-licensed code;
  no licence is stated for the filings themselves), commit \`ca5a70094da7fc34890161dae9c256bb1f4c3d26\`:
  its test fixtures \`tests/fixtures/html/{aapl,nvda,tsla}/…\` and \`data/1800Flowers.8-K.html\`,
  \`data/cabot.DEF14A.ixbrl.html\`.
- **How the PDFs were made:** each inline-XBRL HTML filing was printed with headless Chromium
  (\`--print-to-pdf\`, US Letter, no header or footer). Text is selectable and searchable; the PDFs are
  not tagged. The 8-K's original HTML is kept beside its PDF.
- **Caveats (from the pack):** exhibits are not included (links to them were removed before printing);
  images missing from the source HTML showed as broken-image icons (in the reprints: the Apple logos
  found in the same repository, and a dashed box reading "Image not included in this copy" for the
  others); the dates in the file names are EDGAR filing dates, except the Cabot DEF 14A, whose
  2024-01-26 is the date printed on the proxy letter (its EDGAR filing date could not be confirmed).

## Files

| Object | Copy | Pages | Bytes | SHA-256 |
|---|---|---:|---:|---|
${table}
`,
);

if (problems.length) {
  for (const p of problems) console.error(`build-manifest: ${p}`);
  process.exit(1);
}
console.log(`build-manifest: ${objects.length} documents → ${path.relative(repoRoot, outDir)}`);

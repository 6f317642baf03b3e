#!/usr/bin/env node
/**
 * Re-prints the sample filings whose images the data pack's PDFs show as Chromium's broken-image
 * icon (the pack printed HTML stored without its images; README.md, "Reprinted filings"). From the same
 * HTML sources, at the same commit of `dgunning/edgartools`:
 *
 * - an image that exists in that repository (the Apple logos) is put beside the HTML, so it prints;
 * - every other image becomes a dashed box of the image's size, saying "Image not included in this
 *   copy" where the box is big enough: the reader sees where a picture was, not a broken icon;
 * - links to exhibits that are not included (relative links) are removed, as the pack did;
 * - printed with headless Chromium like the pack (`--print-to-pdf`, US Letter, no header or
 *   footer, untagged).
 *
 * Usage: node packages/documents/scripts/reprint-filings.mjs <edgartools checkout at ca5a7009>
 * Writes apps/site/public/library/edgar/{company}/{type}/{file}, where build-manifest.mjs keeps
 * these files in place of the pack's copies. Needs Chromium (`chromium` on the PATH, or CHROMIUM).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outRoot = path.resolve(here, '../../../apps/site/public/library');

/** Object name → its HTML source in edgartools, and the images that repository has (src → file). */
export const REPRINTS = {
  'edgar/Apple Inc. (AAPL)/10-K/2024-11-01_10-K.pdf': {
    html: 'tests/fixtures/html/aapl/10k/aapl-10-k-2024-11-01.html',
    images: { 'aapl-20240928_g1.jpg': 'data/sgml/aapl-20240928_g1.jpg' },
  },
  'edgar/Apple Inc. (AAPL)/10-Q/2025-08-01_10-Q.pdf': {
    html: 'tests/fixtures/html/aapl/10q/aapl-10-q-2025-08-01.html',
    // The logo of Apple's previous 10-Q: the same source image (both filings' alt text names
    // g66145g66i43.jpg), which the repository keeps with that filing's attachments.
    images: { 'aapl-20250628_g1.jpg': 'tests/fixtures/attachments/aapl/20250329/aapl-20250329_g1.jpg' },
  },
  'edgar/NVIDIA Corporation (NVDA)/10-K/2025-02-26_10-K.pdf': {
    html: 'tests/fixtures/html/nvda/10k/nvda-10-k-2025-02-26.html',
    images: {},
  },
  'edgar/NVIDIA Corporation (NVDA)/10-Q/2025-08-27_10-Q.pdf': {
    html: 'tests/fixtures/html/nvda/10q/nvda-10-q-2025-08-27.html',
    images: {},
  },
  'edgar/Tesla, Inc. (TSLA)/10-K/2025-01-30_10-K.pdf': {
    html: 'tests/fixtures/html/tsla/10k/tsla-10-k-2025-01-30.html',
    images: {},
  },
  'edgar/Cabot Corporation (CBT)/DEF 14A/2024-01-26_DEF-14A.pdf': {
    html: 'data/cabot.DEF14A.ixbrl.html',
    images: {},
  },
};

/** The placeholder's text, in the filings' language; only in boxes at least this big (px), where it fits. */
const PLACEHOLDER_TEXT = 'Image not included in this copy';
const PLACEHOLDER_MIN = { width: 60, height: 30 };

/** A CSS length of an <img>'s style or attribute, in px (pt converted), or null. */
function pxOf(tag, name) {
  const style = /style="([^"]*)"/i.exec(tag)?.[1] ?? '';
  const m = new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([\\d.]+)(px|pt)`, 'i').exec(style);
  if (m) return Number(m[1]) * (m[2].toLowerCase() === 'pt' ? 4 / 3 : 1);
  const attr = new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`, 'i').exec(tag);
  return attr ? Number(attr[1]) : null;
}

/** The HTML with the images it has not got as placeholders and the relative links removed. */
export function prepareHtml(html, available) {
  const withImages = html.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1] ?? '';
    if (Object.hasOwn(available, src)) return tag;
    const width = pxOf(tag, 'width');
    const height = pxOf(tag, 'height');
    const size = `${width ? `width:${width}px;` : ''}${height ? `height:${height}px;` : ''}`;
    const fits = (width ?? Infinity) >= PLACEHOLDER_MIN.width && (height ?? Infinity) >= PLACEHOLDER_MIN.height;
    const text = fits ? PLACEHOLDER_TEXT : '';
    return (
      `<span role="img" aria-label="${PLACEHOLDER_TEXT}" style="display:inline-flex;align-items:center;` +
      `justify-content:center;text-align:center;box-sizing:border-box;vertical-align:middle;overflow:hidden;` +
      `padding:2px;line-height:1.2;${size}` +
      `border:1px dashed #888;color:#555;font:8pt Helvetica,Arial,sans-serif">${text}</span>`
    );
  });
  return withImages.replace(/\shref="(?!https?:|#)[^"]*"/gi, '');
}

function main() {
  const repo = process.argv[2];
  if (!repo) {
    console.error('usage: reprint-filings.mjs <edgartools checkout>');
    process.exit(1);
  }
  const chromium = process.env.CHROMIUM ?? 'chromium';
  for (const [object, { html, images }] of Object.entries(REPRINTS)) {
    const work = mkdtempSync(path.join(os.tmpdir(), 'reprint-'));
    try {
      for (const [src, file] of Object.entries(images)) copyFileSync(path.join(repo, file), path.join(work, src));
      const page = path.join(work, 'filing.html');
      writeFileSync(page, prepareHtml(readFileSync(path.join(repo, html), 'utf8'), images));
      const out = path.join(outRoot, ...object.split('/'));
      mkdirSync(path.dirname(out), { recursive: true });
      execFileSync(
        chromium,
        [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--no-pdf-header-footer',
          '--disable-pdf-tagging',
          `--print-to-pdf=${out}`,
          pathToFileURL(page).href,
        ],
        { stdio: ['ignore', 'ignore', 'ignore'] },
      );
      console.log(`reprint-filings: ${object}`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

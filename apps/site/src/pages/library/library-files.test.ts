/**
 * The filings the built-in library serves (public/library), read as a visitor's viewer reads them
 * (pdf.js): no page shows Chromium's broken-image icon, the picture the pack's copies printed where
 * an image was missing from their source HTML (issue 27: the Apple 10-Q's first page). The files
 * are re-printed by @penzugy/documents' reprint-filings script (its reprints/README.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';

const library = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/library');
const { objects } = JSON.parse(readFileSync(path.join(library, 'manifest.json'), 'utf8')) as { objects: string[] };
const pdfs = objects.filter((o) => o.endsWith('.pdf'));

/** Chromium's broken-image icon as its print to PDF draws it: a 14 × 16 px image. */
const BROKEN_IMAGE_ICON = '14x16';

/** Every image each page draws, as `width x height` in the image's own pixels, by page number. */
async function imagesOf(object: string): Promise<Map<number, string[]>> {
  const data = new Uint8Array(readFileSync(path.join(library, ...object.split('/'))));
  const doc = await getDocument({ data, verbosity: 0 }).promise;
  const pages = new Map<number, string[]>();
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const ops = await page.getOperatorList();
      const sizes: string[] = [];
      ops.fnArray.forEach((fn, i) => {
        if (fn !== OPS.paintImageXObject) return;
        const id = (ops.argsArray[i] as [string])[0];
        const image = (page.objs.has(id) ? page.objs.get(id) : page.commonObjs.get(id)) as {
          width: number;
          height: number;
        };
        sizes.push(`${image.width}x${image.height}`);
      });
      pages.set(n, sizes);
    }
  } finally {
    await doc.destroy();
  }
  return pages;
}

describe('the library’s PDFs', () => {
  it.each(pdfs)('%s shows no broken-image icon on any page', async (object) => {
    const broken = [...(await imagesOf(object))]
      .filter(([, sizes]) => sizes.includes(BROKEN_IMAGE_ICON))
      .map(([page]) => page);
    expect(broken).toEqual([]);
  });

  it('the Apple 10-Q’s first page shows the company’s logo', async () => {
    const pages = await imagesOf('edgar/Apple Inc. (AAPL)/10-Q/2025-08-01_10-Q.pdf');
    expect(pages.get(1)).toEqual(['46x56']);
  });
});

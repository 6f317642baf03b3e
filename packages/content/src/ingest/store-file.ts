/**
 * The news store on disk: read it (a missing file is an empty store) and write it atomically.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNewsStore, type NewsStoreFile } from '../news/validate.js';
import { ContentInputError } from '../shared/errors.js';

/**
 * Reads a store file. A missing file is an empty store (the first ingestion creates it).
 * @throws ContentInputError for invalid JSON or an invalid item, naming the file and the field.
 */
export async function readNewsStore(file: string): Promise<NewsStoreFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { items: [] };
    throw new ContentInputError('store', `${file}: a hírtár nem olvasható (${(e as Error).message}).`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new ContentInputError('store', `${file}: a hírtár nem érvényes JSON (${(e as Error).message}).`);
  }
  try {
    return parseNewsStore(raw);
  } catch (e) {
    if (e instanceof ContentInputError) throw new ContentInputError(e.field, `${file}: ${e.message}`);
    throw e;
  }
}

/** Writes a store file atomically (temporary file, then rename), two-space JSON with a final newline. */
export async function writeNewsStore(file: string, store: NewsStoreFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(store, null, 2)}\n`, 'utf8');
  await rename(tmp, file);
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateArticles } from './src/blog/build/generate';

/** Generates the article module the tests import (it is a build output, not committed). */
export default async function setup(): Promise<void> {
  await generateArticles(path.dirname(fileURLToPath(import.meta.url)));
}

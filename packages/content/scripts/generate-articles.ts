/**
 * `npm run articles -w @penzugy/content`: renders articles/*.md into src/blog/articles.generated.ts.
 * The build, the type check and the tests run it themselves; run it by hand after editing an article
 * when a dev server is watching the package.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateArticles } from '../src/blog/build/generate.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  const { count, changed, file } = await generateArticles(root);
  console.log(`${count} cikk ${changed ? 'legenerálva' : 'változatlan'}: ${path.relative(root, file)}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}

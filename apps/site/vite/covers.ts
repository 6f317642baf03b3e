import type { Plugin } from 'vite';
import { ARTICLE_TOPICS, listArticles, NEWS_TOPIC_CATEGORIES } from '@penzugy/content';
import {
  articleCoverPath,
  COVER_SIZE,
  COVER_THEMES,
  newsCoverPath,
  type CoverTheme,
} from '../src/pages/common/covers.ts';
import { servedFiles } from './served-files.ts';
import { ACCENT_COUNT, compositionOf, MOTIF_COUNT, renderCardCoverSvg, type ShareImageInput } from './share-image.ts';

/** One cover to produce: its URL path and what it shows. */
export interface CoverSpec {
  path: string;
  input: ShareImageInput;
  theme: CoverTheme;
}

/**
 * Every cover: one per blog article and one per news category. Articles are taken oldest first and
 * each gets a motif and accent colour pair no earlier article has (trying `slug~1`, `slug~2`, … as
 * the composition's key), so no two article cards look alike and a new article never changes the
 * older ones' covers. With 4 motifs × 7 colours that holds up to 28 articles; beyond, pairs repeat
 * but the shapes still differ by slug. Each cover comes in both themes (the same composition).
 */
export function coverSpecs(): CoverSpec[] {
  const topicLabel = (slug: string) => ARTICLE_TOPICS.find((t) => t.slug === slug)?.label ?? slug;
  const articles = [...listArticles()].sort((a, b) => a.released.localeCompare(b.released) || a.id.localeCompare(b.id));
  const used = new Set<string>();
  const pictures = articles.map((a) => {
    const base = { title: a.title, topic: topicLabel(a.topic), kicker: 'Blog' };
    let variant = a.id;
    for (let salt = 1; salt < 200 && used.size < MOTIF_COUNT * ACCENT_COUNT; salt++) {
      const { motif, accent } = compositionOf({ ...base, variant });
      if (!used.has(`${motif}/${accent}`)) break;
      variant = `${a.id}~${salt}`;
    }
    const { motif, accent } = compositionOf({ ...base, variant });
    used.add(`${motif}/${accent}`);
    return { input: { ...base, variant }, at: (t: CoverTheme) => articleCoverPath(a.id, t) };
  });
  for (const c of NEWS_TOPIC_CATEGORIES) {
    pictures.push({
      input: { title: c.label, topic: 'Hírek', kicker: 'Hírek', variant: `hirek/${c.slug}` },
      at: (t: CoverTheme) => newsCoverPath(c.slug, t),
    });
  }
  return pictures.flatMap(({ input, at }) => COVER_THEMES.map((theme) => ({ path: at(theme), input, theme })));
}

/**
 * Renders the covers: emitted into the build output (`covers/…svg`), and answered on request by
 * the dev server, so `npm start` shows the same pictures without a build.
 */
export function covers(specs: () => CoverSpec[] = coverSpecs): Plugin {
  // Cover URLs are percent-encoded (accented slugs); the files are known by the decoded path.
  return servedFiles(
    'penzugy-covers',
    () =>
      new Map(
        specs().map(({ path, input, theme }) => [
          decodeURIComponent(path),
          async () => ({
            type: 'image/svg+xml; charset=utf-8',
            body: await renderCardCoverSvg(input, COVER_SIZE, theme),
          }),
        ]),
      ),
  );
}

import { describe, expect, it } from 'vitest';
import { listArticles, NEWS_TOPIC_CATEGORIES } from '@penzugy/content';
import { articleCoverPath, newsCoverPath } from '../src/pages/common/covers.ts';
import { coverSpecs } from './covers.ts';
import { compositionOf, renderCoverSvg } from './share-image.ts';

describe('coverSpecs', () => {
  const specs = coverSpecs();
  const articles = listArticles();

  it('has one cover per article and per news category, each at its own path', () => {
    const paths = specs.map((s) => s.path);
    for (const a of articles) expect(paths).toContain(articleCoverPath(a.id));
    for (const c of NEWS_TOPIC_CATEGORIES) expect(paths).toContain(newsCoverPath(c.slug));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(articles.length + NEWS_TOPIC_CATEGORIES.length);
  });

  it('gives every article its own motif and colour, not only its own title', () => {
    const looks = articles.map((a) => {
      const spec = specs.find((s) => s.path === articleCoverPath(a.id))!;
      const { motif, accent } = compositionOf(spec.input);
      return `${motif}/${accent}`;
    });
    expect(articles.length).toBeGreaterThan(1);
    expect(new Set(looks).size).toBe(articles.length);
  });

  it('renders a cover as SVG with the title drawn as outlines', async () => {
    const spec = specs.find((s) => s.path === articleCoverPath(articles[0]!.id))!;
    const svg = await renderCoverSvg(spec.input, { width: 640, height: 360 });
    expect(svg).toMatch(/^<svg width="640" height="360"/);
    expect(svg).toContain('<path');
  });
});

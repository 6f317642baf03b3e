import { describe, expect, it } from 'vitest';
import { listArticles, NEWS_TOPIC_CATEGORIES } from '@penzugy/content';
import { articleCoverPath, newsCoverPath } from '../src/pages/common/covers.ts';
import { coverSpecs } from './covers.ts';
import { darkTokens, lightTokens } from '../../../packages/widgets/src/theme/tokens.ts';
import { compositionOf, renderCardCoverSvg } from './share-image.ts';

describe('coverSpecs', () => {
  const specs = coverSpecs();
  const articles = listArticles();

  it('has one cover per article and per news category in each theme, each at its own path', () => {
    const paths = specs.map((s) => s.path);
    for (const theme of ['dark', 'light'] as const) {
      for (const a of articles) expect(paths).toContain(articleCoverPath(a.id, theme));
      for (const c of NEWS_TOPIC_CATEGORIES) expect(paths).toContain(newsCoverPath(c.slug, theme));
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(2 * (articles.length + NEWS_TOPIC_CATEGORIES.length));
    // The dark covers keep the addresses they had before the light ones came.
    expect(articleCoverPath('x')).toBe('/covers/blog/x.svg');
    expect(articleCoverPath('x', 'light')).toBe('/covers/light/blog/x.svg');
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

  it('draws a cover without the title the card prints under it, on the background of its theme', async () => {
    const spec = specs.find((s) => s.path === articleCoverPath(articles[0]!.id))!;
    const size = { width: 640, height: 360 };
    const svg = await renderCardCoverSvg(spec.input, size, 'dark');
    expect(svg).toMatch(/^<svg width="640" height="360"/);
    // The title does not change the picture: it is not on it (the card says it in text).
    expect(await renderCardCoverSvg({ ...spec.input, title: 'Egészen más cím', topic: 'Más' }, size, 'dark')).toBe(svg);
    expect(svg).toContain(`fill="${darkTokens.color.background}"`);
    const light = await renderCardCoverSvg(spec.input, size, 'light');
    expect(light).toContain(`fill="${lightTokens.color.background}"`);
    expect(light).not.toContain(`fill="${darkTokens.color.background}"`);
  });
});

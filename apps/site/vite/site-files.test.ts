import { describe, expect, it } from 'vitest';
import { ICON_FILES, robotsTxt, siteFiles } from './site-files.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array): [number, number] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(new TextDecoder().decode(png.subarray(1, 4))).toBe('PNG');
  return [view.getUint32(16), view.getUint32(20)];
}

describe('siteFiles', () => {
  const files = siteFiles('https://penzugy.hu');

  it('writes robots.txt allowing everything, with the sitemap on the configured origin', () => {
    const robots = files.get('/robots.txt')!;
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *\nAllow: /');
    expect(robots.body).toMatch(/^Sitemap: https:\/\/penzugy\.hu\/sitemap\.xml$/m);
    expect(robotsTxt('http://127.0.0.1:4173')).toContain('Sitemap: http://127.0.0.1:4173/sitemap.xml');
  });

  it('renders every PNG icon at its size, and a favicon.ico holding the 32 px PNG', () => {
    for (const { path, size } of Object.values(ICON_FILES)) {
      expect(pngSize(files.get(path)!.body as Uint8Array), path).toEqual([size, size]);
    }
    const ico = files.get('/favicon.ico')!.body as Uint8Array;
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(pngSize(ico.subarray(22))).toEqual([32, 32]);
  });

  it('has an SVG favicon and a Hungarian manifest whose icons all exist', () => {
    expect(files.get('/favicon.svg')!.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const manifest = JSON.parse(files.get('/site.webmanifest')!.body as string);
    expect(manifest).toMatchObject({
      short_name: 'Pénzügy',
      lang: 'hu',
      start_url: '/',
      theme_color: '#0f1420',
      background_color: '#0f1420',
    });
    expect(manifest.name).toContain('kalkulátorok');
    for (const icon of manifest.icons) expect(files.has(icon.src), icon.src).toBe(true);
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
  });
});

import type { HeatmapEntry } from '@penzugy/market-data';
import { describe, expect, it } from 'vitest';
import { sectorsBySize, treemapLayout, type Rect } from './treemap-layout';

const entry = (name: string, sector: string, cap: number, change: number): HeatmapEntry => ({
  name,
  companyName: `${name} Inc.`,
  sector,
  value: [cap, change],
});

const ENTRIES: HeatmapEntry[] = [
  entry('AAPL', 'Információtechnológia', 4000, 1.5),
  entry('MSFT', 'Információtechnológia', 3500, -0.4),
  entry('NVDA', 'Információtechnológia', 4500, 2.5),
  entry('JPM', 'Pénzügyi szolgáltatások', 800, -3.2),
  entry('V', 'Pénzügyi szolgáltatások', 600, 0),
  entry('XOM', 'Energia', 500, -1.5),
];

const area = (r: Rect) => (r.x1 - r.x0) * (r.y1 - r.y0);
const inside = (inner: Rect, outer: Rect) =>
  inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;
const overlap = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe('treemapLayout', () => {
  const { sectors, tiles } = treemapLayout(ENTRIES, 800, 500);

  it('groups tiles by sector, sectors and tiles largest first', () => {
    expect(sectors.map((s) => s.name)).toEqual(['Információtechnológia', 'Pénzügyi szolgáltatások', 'Energia']);
    expect(sectors[0]!.tiles.map((t) => t.entry.name)).toEqual(['NVDA', 'AAPL', 'MSFT']);
    expect(sectors[0]!.marketCap).toBe(12000);
    expect(tiles.map((t) => t.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(tiles.map((t) => t.entry.name)).toEqual(['NVDA', 'AAPL', 'MSFT', 'JPM', 'V', 'XOM']);
    expect(tiles.map((t) => t.sectorIndex)).toEqual([0, 0, 0, 1, 1, 2]);
  });

  it('keeps every tile inside its sector and the box, with no overlaps', () => {
    const box = { x0: 0, y0: 0, x1: 800, y1: 500 };
    for (const s of sectors) {
      expect(inside(s, box)).toBe(true);
      for (const t of s.tiles) expect(inside(t, s)).toBe(true);
      // Room for the sector label above the tiles.
      expect(Math.min(...s.tiles.map((t) => t.y0)) - s.y0).toBeGreaterThanOrEqual(18);
    }
    for (let i = 0; i < tiles.length; i++)
      for (let j = i + 1; j < tiles.length; j++) expect(overlap(tiles[i]!, tiles[j]!)).toBe(false);
    for (let i = 0; i < sectors.length; i++)
      for (let j = i + 1; j < sectors.length; j++) expect(overlap(sectors[i]!, sectors[j]!)).toBe(false);
  });

  it('gives tiles areas roughly proportional to market cap', () => {
    const nvda = tiles.find((t) => t.entry.name === 'NVDA')!;
    const xom = tiles.find((t) => t.entry.name === 'XOM')!;
    // Padding and rounding take a little off small tiles, so compare within 25 %.
    expect(area(nvda) / area(xom)).toBeGreaterThan((4500 / 500) * 0.75);
    expect(area(nvda) / area(xom)).toBeLessThan((4500 / 500) * 1.25);
  });

  it('colours each tile by the band of its change (docs/product.md#dashboard)', () => {
    const band = Object.fromEntries(tiles.map((t) => [t.entry.name, t.band]));
    expect(band).toEqual({ JPM: 0, XOM: 2, MSFT: 3, V: 3, AAPL: 5, NVDA: 6 });
  });

  it('leaves out entries without a positive, finite market cap, and handles empty input', () => {
    const withBad = [
      ...ENTRIES,
      entry('NOCAP', 'Energia', Number.NaN, 1),
      entry('ZERO', 'Energia', 0, 1),
      entry('NEG', 'Energia', -5, 1),
    ];
    expect(
      treemapLayout(withBad, 800, 500)
        .tiles.map((t) => t.entry.name)
        .sort(),
    ).toEqual(ENTRIES.map((e) => e.name).sort());
    expect(treemapLayout([], 800, 500)).toEqual({ sectors: [], tiles: [] });
    expect(treemapLayout(ENTRIES, 0, 500)).toEqual({ sectors: [], tiles: [] });
    expect(treemapLayout(ENTRIES, Number.NaN, 500).tiles).toHaveLength(0);
  });

  it('lays out hundreds of tiles without overlaps', () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      entry(`T${i}`, `S${i % 11}`, 1 + ((i * 7919) % 1000), ((i % 13) - 6) / 2),
    );
    const layout = treemapLayout(many, 1200, 720);
    expect(layout.tiles).toHaveLength(500);
    for (const t of layout.tiles) {
      expect(t.x1).toBeGreaterThanOrEqual(t.x0);
      expect(t.y1).toBeGreaterThanOrEqual(t.y0);
      expect(inside(t, layout.sectors[t.sectorIndex]!)).toBe(true);
    }
  });
});

describe('sectorsBySize', () => {
  it('orders sectors by total market cap', () => {
    expect(sectorsBySize(ENTRIES)).toEqual(['Információtechnológia', 'Pénzügyi szolgáltatások', 'Energia']);
    expect(sectorsBySize([])).toEqual([]);
  });
});

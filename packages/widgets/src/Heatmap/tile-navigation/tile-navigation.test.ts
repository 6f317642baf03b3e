import { describe, expect, it } from 'vitest';
import { neighbourTile, sectorStepTile } from './tile-navigation';

// A 3 × 2 grid of 100 × 50 tiles with 1 px gaps, plus a tall tile on the right spanning both rows:
//   0 1 2 6
//   3 4 5 6
const cell = (col: number, row: number) => ({ x0: col * 101, y0: row * 51, x1: col * 101 + 100, y1: row * 51 + 50 });
const GRID = [
  cell(0, 0),
  cell(1, 0),
  cell(2, 0),
  cell(0, 1),
  cell(1, 1),
  cell(2, 1),
  { x0: 303, y0: 0, x1: 403, y1: 101 },
];

describe('neighbourTile', () => {
  it('moves to the adjacent tile in each direction', () => {
    expect(neighbourTile(GRID, 0, 'right')).toBe(1);
    expect(neighbourTile(GRID, 1, 'left')).toBe(0);
    expect(neighbourTile(GRID, 1, 'down')).toBe(4);
    expect(neighbourTile(GRID, 4, 'up')).toBe(1);
  });

  it('reaches a tall tile from either row and comes back to the nearest row', () => {
    expect(neighbourTile(GRID, 2, 'right')).toBe(6);
    expect(neighbourTile(GRID, 5, 'right')).toBe(6);
    // From the tall tile, left is the tile whose centre is nearest: a tie between rows 0 and 1 goes
    // to the first in reading order.
    expect([2, 5]).toContain(neighbourTile(GRID, 6, 'left'));
  });

  it('stays put at an edge', () => {
    expect(neighbourTile(GRID, 0, 'left')).toBe(0);
    expect(neighbourTile(GRID, 0, 'up')).toBe(0);
    expect(neighbourTile(GRID, 3, 'down')).toBe(3);
    expect(neighbourTile(GRID, 6, 'right')).toBe(6);
  });

  it('prefers a tile in the same row over a nearer one in another row', () => {
    // 1 is far to the right but level with 0; 2 is just right of 0 but lower down.
    const tiles = [
      { x0: 0, y0: 0, x1: 50, y1: 50 },
      { x0: 150, y0: 0, x1: 200, y1: 50 },
      { x0: 51, y0: 80, x1: 100, y1: 130 },
    ];
    expect(neighbourTile(tiles, 0, 'right')).toBe(1);
  });

  it('ignores an unknown start', () => {
    expect(neighbourTile(GRID, 99, 'right')).toBe(99);
    expect(neighbourTile([], 0, 'down')).toBe(0);
  });
});

describe('sectorStepTile', () => {
  const tiles = [0, 0, 0, 1, 1, 2].map((sectorIndex) => ({ sectorIndex }));

  it('jumps to the first tile of the next or previous sector', () => {
    expect(sectorStepTile(tiles, 1, 1)).toBe(3);
    expect(sectorStepTile(tiles, 4, 1)).toBe(5);
    expect(sectorStepTile(tiles, 4, -1)).toBe(0);
    expect(sectorStepTile(tiles, 5, -1)).toBe(3);
  });

  it('stays at the first and last sector', () => {
    expect(sectorStepTile(tiles, 5, 1)).toBe(5);
    expect(sectorStepTile(tiles, 0, -1)).toBe(0);
    expect(sectorStepTile([], 0, 1)).toBe(0);
  });
});

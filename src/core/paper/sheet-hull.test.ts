import { describe, expect, test } from 'vitest';
import type { PaperRegion } from './find-paper.ts';
import { sheetHull } from './sheet-hull.ts';

/** A region of cells `scale` px across from rows of '#' (sheet) and '.' (off it). */
function region(rows: string[], scale: number): PaperRegion {
  const maskWidth = rows[0].length;
  const maskHeight = rows.length;
  const mask = Uint8Array.from(rows.join(''), (c) => (c === '#' ? 1 : 0));
  return {
    x: 0,
    y: 0,
    width: maskWidth * scale,
    height: maskHeight * scale,
    mask,
    maskWidth,
    maskHeight,
    scale,
    coverage: 0,
    found: true,
  };
}

describe('sheetHull', () => {
  test('a band cut across the sheet (a shadow’s steep edge) is on its hull', () => {
    const sheet = region(['......', '.####.', '.#..#.', '.#..#.', '.####.', '......'], 10);
    const { left, right } = sheetHull(sheet, 60, 60);
    for (let y = 10; y < 50; y++) expect([y, left[y], right[y]]).toEqual([y, 10, 50]);
    for (const y of [0, 9, 50, 59]) expect(left[y]).toBeGreaterThanOrEqual(right[y]);
  });

  test('a tilted sheet: each row runs between its slanted sides', () => {
    // A diamond of cells: the hull's rows narrow towards its top and bottom corners.
    const sheet = region(['..#..', '.###.', '#####', '.###.', '..#..'], 4);
    const { left, right } = sheetHull(sheet, 20, 20);
    expect([left[10], right[10]]).toEqual([0, 20]);
    expect(right[1] - left[1]).toBeLessThan(right[6] - left[6]);
    expect(right[6] - left[6]).toBeLessThan(right[10] - left[10]);
  });

  test('no sheet cells: no runs', () => {
    const { left, right } = sheetHull(region(['...', '...'], 4), 12, 8);
    for (let y = 0; y < 8; y++) expect(left[y]).toBeGreaterThanOrEqual(right[y]);
  });
});

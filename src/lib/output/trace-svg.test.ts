// @vitest-environment jsdom
// Runs the real tracer (imagetracerjs) on drawn ink and reads the SVG back with the browser's parser.
import { describe, expect, it } from 'vitest';
import { drawScene, ringStroke, barStroke } from '../../core/output/synthetic-ink.test-helper.ts';
import { softenEdges } from '../../core/output/soft-edges.ts';
import { traceSvg } from './trace-svg.ts';

function parse(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

/** Every coordinate pair of a path's data. */
function points(d: string): [number, number][] {
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) out.push([numbers[i], numbers[i + 1]]);
  return out;
}

describe('traceSvg', () => {
  const width = 160;
  const height = 90;
  const scene = {
    width,
    height,
    strokes: [ringStroke(45, 45, 30, 6), barStroke(100.5, 40.25, 150.5, 48.75)],
    ink: { r: 0, g: 0, b: 0 },
    paperLeft: { r: 235, g: 235, b: 235 },
  };
  const { source, mask } = drawScene(scene);
  const soft = softenEdges(source, mask, width, height);

  it('writes a valid SVG the size of the PNG, filled in the chosen colour, with curved outlines', async () => {
    const svg = await traceSvg({ data: soft, width, height }, { r: 20, g: 52, b: 164 });
    const root = parse(svg);
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
    expect(root.getAttribute('width')).toBe(String(width));
    const paths = root.getElementsByTagName('path');
    expect(paths.length).toBe(1);
    expect(paths[0].getAttribute('fill')).toBe('#1434a4');
    const d = paths[0].getAttribute('d')!;
    expect(d).toMatch(/Q/);
    // The ring's outer and inner outline plus the bar: three closed outlines.
    expect(d.match(/M/g)).toHaveLength(3);
    expect(d.match(/Z/g)).toHaveLength(3);
  });

  it('puts the outline where the ink is, to within a pixel', async () => {
    const svg = await traceSvg({ data: soft, width, height }, { r: 0, g: 0, b: 0 });
    const all = points(parse(svg).getElementsByTagName('path')[0].getAttribute('d')!);
    const xs = all.map(([x]) => x);
    const ys = all.map(([, y]) => y);
    // Ring: 12…78 across; bar: 100.5…150.5 × 40.25…48.75.
    const near = (value: number, expected: number) =>
      expect(Math.abs(value - expected)).toBeLessThan(1);
    near(Math.min(...xs), 12);
    near(Math.max(...xs), 150.5);
    near(Math.min(...ys), 12);
    near(Math.max(...ys), 78);
  });

  it('writes an empty but valid SVG when there is no ink', async () => {
    const svg = await traceSvg(
      { data: new Uint8ClampedArray(width * height * 4), width, height },
      { r: 0, g: 0, b: 0 },
    );
    const root = parse(svg);
    expect(root.getElementsByTagName('path')).toHaveLength(0);
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
  });
});

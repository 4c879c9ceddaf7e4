import { describe, expect, it } from 'vitest';
import { findCycles } from './import-graph.ts';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds none in a graph whose edges point one way', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('reports a loop as a path that can be followed', () => {
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([
      ['a', 'b', 'c', 'a'],
    ]);
  });

  it('reports a module that imports itself', () => {
    expect(findCycles(graph({ a: ['a'], b: [] }))).toEqual([['a', 'a']]);
  });

  it('reports each tangle once, with its shortest loop', () => {
    const cycles = findCycles(
      graph({ a: ['b'], b: ['a', 'c'], c: ['a'], x: ['y'], y: ['z'], z: ['x'] }),
    );
    expect(cycles).toEqual([
      ['a', 'b', 'a'],
      ['x', 'y', 'z', 'x'],
    ]);
  });

  it('copes with a long chain without overflowing the stack', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 50_000; i++) edges[`n${i}`] = [`n${i + 1}`];
    edges.n50000 = ['n0'];
    const [cycle] = findCycles(graph(edges));
    expect(cycle).toHaveLength(50_002);
  });
});

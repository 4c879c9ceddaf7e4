// No import cycle under src/, scripts/ or e2e/: every import counts — type-only, re-exports and
// dynamic import() too — since a loop of types still means a module cannot be understood (or
// split) without the modules that import it (docs/ARCHITECTURE.md). And the layers: the
// product's code (src/, its tests aside) imports nothing from the scripts or the browser tests.
// The graph is read with TypeScript's own pre-processor, so it sees exactly the specifiers the
// compiler sees.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findCycles } from './lib/import-graph.ts';

const root = resolve(import.meta.dirname, '..');
const ROOTS = ['src', 'scripts', 'e2e'].map((dir) => join(root, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

function importGraph(): Map<string, string[]> {
  const files = ROOTS.flatMap(sourceFiles);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(dirname(file), name.replace(/\?.*$/, '')))
      .filter((target) => known.has(target));
    graph.set(
      relative(root, file),
      targets.map((target) => relative(root, target)),
    );
  }
  return graph;
}

/** Test files and their helpers: they may reach into scripts/ for fixtures and generators. */
const isTest = (file: string) => /\.test(-helper)?\.tsx?$/.test(file);

describe('the import graph under src/, scripts/ and e2e/', () => {
  it('reads real imports (type-only and dynamic ones included)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    // The store's type import and the route table's lazy pages are both edges.
    expect(graph.get('src/i18n/use-messages.ts')).toContain('src/i18n/store.ts');
    expect(graph.get('src/app/routes.tsx')?.some((to) => to.startsWith('src/features/'))).toBe(
      true,
    );
    // The scripts and the browser tests are in it, .mjs included.
    expect(graph.get('scripts/enhanced-hashes.ts')).toContain(
      'src/core/clean/enhanced/enhanced-clean.ts',
    );
    expect(graph.get('scripts/screenshots.ts')).toContain('scripts/serve.mjs');
    expect([...graph.keys()].filter((file) => file.startsWith('e2e/')).length).toBeGreaterThan(5);
  });

  it('has no cycle', () => {
    const cycles = findCycles(importGraph());
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('keeps the product below the scripts and the browser tests', () => {
    const upward = [...importGraph()]
      .filter(([file]) => file.startsWith('src/') && !isTest(file))
      .flatMap(([file, targets]) =>
        targets
          .filter((to) => to.startsWith('scripts/') || to.startsWith('e2e/'))
          .map((to) => `${file} → ${to}`),
      );
    expect(upward).toEqual([]);
  });
});

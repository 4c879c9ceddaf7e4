// The unit tests' split (vitest.config.ts): the pure code shares one module registry per
// worker, so a file that replaces modules (vi.mock, vi.doMock) or asks for another environment
// must be in the isolated project, or it would leak into the files after it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { ISOLATED } from '../vitest.config.ts';

const root = resolve(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** Whether the isolated project's patterns take `file` (its one glob, then its named files). */
const isolated = (file: string) =>
  (file.startsWith('src/') && file.endsWith('.test.tsx')) || ISOLATED.includes(file);

test('every test file that replaces modules or its environment runs isolated', () => {
  expect(ISOLATED[0]).toBe('src/**/*.test.tsx');
  const self = relative(root, import.meta.filename);
  const files = [...testFiles(join(root, 'src')), ...testFiles(join(root, 'scripts'))];
  const needing = files.filter(
    (file) =>
      file !== self &&
      /vi\.(do)?[mM]ock\(|@vitest-environment/.test(readFileSync(join(root, file), 'utf8')),
  );
  expect(needing.length).toBeGreaterThan(0);
  expect(needing.filter((file) => !isolated(file))).toEqual([]);
});

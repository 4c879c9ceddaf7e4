// Small files, one job each (docs/ARCHITECTURE.md): no source file of the project — app, scripts,
// end-to-end tests — is over 300 lines. A file that grows past it is split by job, not by count.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 300;
const root = resolve(import.meta.dirname, '..');

function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((path) => /^(src|scripts|e2e|cli)\/.*\.(ts|tsx|mjs|js)$/.test(path));
}

describe('source files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    const files = trackedSources();
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((path) => {
        let text: string;
        try {
          text = readFileSync(resolve(root, path), 'utf8');
        } catch {
          return null; // listed by git but deleted in the work tree
        }
        return { path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
      })
      .filter((file) => file !== null && file.lines > MAX_LINES)
      .map((file) => `${file!.path}: ${file!.lines} lines`);
    expect(long).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandInputs } from './inputs.ts';

const root = mkdtempSync(join(tmpdir(), 'inklift-inputs-'));
for (const file of [
  'scans/b.JPG',
  'scans/a.png',
  'scans/notes.txt',
  'scans/.hidden.png',
  'scans/.cache/c.png',
  'scans/2024/march/d.jpeg',
  'scans/2024/e.webp',
  'scans/2024/f.TIF',
  'scans/g.avif',
  'scans/h.heic',
  'scans/out/old.png',
  'loose.bin',
]) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), '');
}
symlinkSync(join(root, 'scans/2024'), join(root, 'scans/link-to-folder'));
symlinkSync(join(root, 'scans/a.png'), join(root, 'scans/z-link.png'));

async function expand(args: string[], out = join(root, 'scans/out')) {
  const found = [];
  for await (const input of expandInputs(args, out)) found.push(input);
  return found;
}

describe('expandInputs', () => {
  it('walks a folder for pictures, in name order, keyed below the folder', async () => {
    const scans = join(root, 'scans');
    expect(await expand([scans])).toEqual([
      { path: join(scans, '2024/e.webp'), key: '2024/e.webp' },
      { path: join(scans, '2024/f.TIF'), key: '2024/f.TIF' },
      { path: join(scans, '2024/march/d.jpeg'), key: '2024/march/d.jpeg' },
      { path: join(scans, 'a.png'), key: 'a.png' },
      { path: join(scans, 'b.JPG'), key: 'b.JPG' },
      { path: join(scans, 'g.avif'), key: 'g.avif' },
      { path: join(scans, 'h.heic'), key: 'h.heic' },
      { path: join(scans, 'z-link.png'), key: 'z-link.png' },
    ]);
  });

  it('reads the --out folder when it is not inside the INPUT', async () => {
    const found = await expand([join(root, 'scans')], join(root, 'elsewhere'));
    expect(found.map((input) => input.key)).toContain('out/old.png');
  });

  it('takes a named file whatever its name, keyed by its own name', async () => {
    expect(await expand([join(root, 'loose.bin')])).toEqual([
      { path: join(root, 'loose.bin'), key: 'loose.bin' },
    ]);
  });

  it('matches a glob below its leading folders', async () => {
    const found = await expand([join(root, 'scans/**/*.{jpeg,webp}'), join(root, 'scans/*.png')]);
    expect(found.map((input) => input.key)).toEqual([
      '2024/e.webp',
      '2024/march/d.jpeg',
      'a.png',
      'z-link.png',
    ]);
  });

  it('reports a name that is neither file, folder nor pattern as missing', async () => {
    expect(await expand([join(root, 'nope.jpg')])).toEqual([
      { path: join(root, 'nope.jpg'), key: 'nope.jpg', missing: true },
    ]);
  });
});

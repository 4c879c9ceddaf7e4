// The built command line on every format it reads, by content rather than by name, and on a
// damaged file of each and a decompression bomb: each of those one failed row with its reason.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp, { type FormatEnum } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { syntheticSignature } from '../scripts/lib/synthetic-signature.ts';

const CLI = 'dist-cli/inklift.cjs';
const root = mkdtempSync(join(tmpdir(), 'inklift-formats-'));

function run(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A generated photo of a signature, through libvips into whichever format is asked. */
function photoOf(seed: number, width: number, height: number) {
  return sharp(syntheticSignature(seed, width, height), { raw: { width, height, channels: 4 } });
}

beforeAll(() => {
  // `npm run build` builds the CLI; a run of this file alone builds it when it is missing.
  if (!existsSync(CLI)) {
    const built = spawnSync('npm', ['run', '-s', 'build:cli'], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build:cli failed: ${built.stderr}`);
  }
});

describe('inklift (built) on every format', () => {
  it('reads every format by its content; a damaged file of each, and a bomb, fail alone', async () => {
    const formats = join(root, 'formats');
    mkdirSync(formats);
    const photo = () => photoOf(20, 480, 300);
    const files: [string, Buffer][] = [
      ['webp.webp', await photo().webp().toBuffer()],
      ['tiff.tif', await photo().tiff({ compression: 'lzw' }).toBuffer()],
      ['gif.gif', await photo().gif().toBuffer()],
      ['avif.avif', await photo().avif().toBuffer()],
      ['jpeg-inside.png', await photo().jpeg().toBuffer()],
      ['png16.png', await photo().toColourspace('rgb16').png().toBuffer()],
    ];
    const damaged: [string, string][] = [
      ['jpeg', 'JPEG'],
      ['png', 'PNG'],
      ['webp', 'WebP'],
      ['tiff', 'TIFF'],
      ['gif', 'GIF'],
      ['avif', 'AVIF'],
    ];
    for (const [format] of damaged) {
      const whole = await photo()
        .toFormat(format as keyof FormatEnum)
        .toBuffer();
      files.push([`damaged-${format}.${format}`, whole.subarray(0, whole.length >> 1)]);
    }
    // A 100,000 × 100,000 header on a file of a few hundred bytes.
    const bomb = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    files.push(['bomb.png', bomb]);
    for (const [name, bytes] of files) writeFileSync(join(formats, name), bytes);

    const report = join(root, 'formats.json');
    const result = run(['clean', formats, '--out', join(root, 'formats-out'), '--report', report]);
    expect(result.code).toBe(3);
    const rows: { input: string; status: string; error: string | null; inkShare: number }[] =
      JSON.parse(readFileSync(report, 'utf8'));
    const byName = new Map(rows.map((row) => [relative(formats, row.input), row]));
    expect(byName.size).toBe(files.length);
    for (const name of [
      'webp.webp',
      'tiff.tif',
      'gif.gif',
      'avif.avif',
      'jpeg-inside.png',
      'png16.png',
    ]) {
      expect(byName.get(name)?.status, name).toBe('ok');
      expect(byName.get(name)?.inkShare, name).toBeGreaterThan(0);
    }
    for (const [format, label] of damaged) {
      const row = byName.get(`damaged-${format}.${format}`);
      expect(row?.status).toBe('failed');
      expect(row?.error).toMatch(
        new RegExp(`damaged-${format}\\.${format}: corrupt ${label} \\(\\w.+\\)$`),
      );
    }
    expect(byName.get('bomb.png')?.error).toMatch(
      /bomb\.png: 100000 × 100000 pixels is more than the 200 megapixels this command reads/,
    );
    expect(result.stderr).toMatch(/13 picture\(s\): 6 cleaned, 7 failed, 0 skipped/);
  });
});

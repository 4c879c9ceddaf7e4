// The built command line as a user runs it: `node dist-cli/inklift.cjs` (no TypeScript loader) on
// a folder of generated photos with a damaged one in it: outputs, report, exit codes, a second
// run that skips what is done, shards that split the folder, and Ctrl+C in the middle.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { syntheticSignature } from '../scripts/lib/synthetic-signature.ts';
import { encodePngBuffer } from '../src/cli/image-io.ts';

const CLI = 'dist-cli/inklift.cjs';
const root = mkdtempSync(join(tmpdir(), 'inklift-e2e-'));
const photos = join(root, 'photos');

/** A generated photo of a signature, through libvips into `format`. */
function photoOf(seed: number, width: number, height: number) {
  return sharp(syntheticSignature(seed, width, height), { raw: { width, height, channels: 4 } });
}

const jpegOf = (seed: number, width: number, height: number) =>
  photoOf(seed, width, height).jpeg({ quality: 90 }).toBuffer();

/** The alpha channel of a written PNG. */
async function alphaOf(path: string): Promise<Buffer> {
  return sharp(path).ensureAlpha().extractChannel(3).raw().toBuffer();
}

function run(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

beforeAll(async () => {
  // `npm run build` builds the CLI; a run of this file alone builds it when it is missing.
  if (!existsSync(CLI)) {
    const built = spawnSync('npm', ['run', '-s', 'build:cli'], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build:cli failed: ${built.stderr}`);
  }
  mkdirSync(join(photos, 'march'), { recursive: true });
  writeFileSync(join(photos, 'a.jpg'), await jpegOf(1, 640, 400));
  writeFileSync(
    join(photos, 'b.png'),
    await encodePngBuffer(syntheticSignature(2, 500, 300), 500, 300),
  );
  writeFileSync(join(photos, 'march', 'c.jpeg'), await jpegOf(3, 600, 360));
  // Damaged: a JPEG cut off after its first kilobyte.
  writeFileSync(
    join(photos, 'march', 'damaged.jpg'),
    (await jpegOf(4, 640, 400)).subarray(0, 1024),
  );
  writeFileSync(join(photos, 'notes.txt'), 'not a picture: a folder walk leaves it');
});

describe('inklift (built)', () => {
  it('prints its version and help without a TypeScript loader', () => {
    const version = run(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    expect(readFileSync(CLI, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(run(['--help']).stdout).toContain('inklift clean INPUT… --out DIR');
    const bad = run(['clean', photos, '--out', join(root, 'x'), '--ink', 'red']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--ink');
  });

  it('cleans a folder, fails the damaged picture alone, reports every input: exit 3', async () => {
    const out = join(root, 'out');
    const report = join(root, 'report.json');
    const result = run([
      'clean',
      photos,
      '--out',
      out,
      '--format',
      'png,svg',
      '--trim',
      '--jobs',
      '2',
      '--report',
      report,
    ]);
    expect(result.code).toBe(3);
    expect(filesBelow(out)).toEqual([
      'a.png',
      'a.svg',
      'b.png',
      'b.svg',
      'march/c.png',
      'march/c.svg',
    ]);
    for (const name of ['a.png', 'b.png', 'march/c.png']) {
      const alpha = await alphaOf(join(out, name));
      const clear = alpha.filter((value) => value === 0).length;
      const ink = alpha.length - clear;
      expect(ink).toBeGreaterThan(100);
      expect(clear).toBeGreaterThan(ink);
    }
    expect(readFileSync(join(out, 'a.svg'), 'utf8')).toMatch(
      /^<svg [^>]*><title>Signature<\/title><path /,
    );

    const rows = JSON.parse(readFileSync(report, 'utf8'));
    expect(
      rows.map((row: { input: string; status: string }) => [
        relative(photos, row.input),
        row.status,
      ]),
    ).toEqual([
      ['a.jpg', 'ok'],
      ['b.png', 'ok'],
      ['march/c.jpeg', 'ok'],
      ['march/damaged.jpg', 'failed'],
    ]);
    const [a, , , damaged] = rows;
    expect(a.outputs).toEqual([join(out, 'a.png'), join(out, 'a.svg')]);
    expect(a.threshold).toBeGreaterThan(0);
    expect(a.inkShare).toBeGreaterThan(0);
    expect(a.inkShare).toBeLessThan(0.25);
    expect(a.warnings).toEqual([]);
    expect(a.ms).toBeGreaterThan(0);
    expect(damaged.error).toMatch(/damaged\.jpg: corrupt JPEG/);
    expect(result.stdout + result.stderr).toMatch(/failed .*damaged\.jpg: corrupt JPEG/);
    expect(result.stderr).toMatch(/4 picture\(s\): 3 cleaned, 1 failed, 0 skipped/);

    // Again with --skip-existing: the done pictures are left as they are.
    const again = run([
      'clean',
      photos,
      '--out',
      out,
      '--format',
      'png,svg',
      '--skip-existing',
      '--report',
      join(root, 'again.csv'),
    ]);
    expect(again.code).toBe(3);
    const csv = readFileSync(join(root, 'again.csv'), 'utf8').trim().split('\r\n');
    expect(csv[0]).toBe('input,status,output,threshold,ink_share,warnings,ms,error');
    expect(csv.slice(1).map((line) => line.split(',')[1])).toEqual([
      'skipped',
      'skipped',
      'skipped',
      'failed',
    ]);
  });

  it('exits 0 when all succeed, 1 when nothing could run', () => {
    const good = run([
      'clean',
      join(photos, 'a.jpg'),
      join(photos, 'b.png'),
      '--out',
      join(root, 'good'),
    ]);
    expect(good.code).toBe(0);
    expect(filesBelow(join(root, 'good'))).toEqual(['a.png', 'b.png']);
    expect(run(['clean', join(root, 'empty*.jpg'), '--out', join(root, 'none')]).code).toBe(1);
  });

  it('splits a batch into shards that together clean each picture once', () => {
    const shards = [1, 2, 3].map((index) => {
      const out = join(root, `shard-${index}`);
      const result = run([
        'clean',
        `${photos}/**/*.{jpg,jpeg,png}`,
        '--out',
        out,
        '--shard',
        `${index}/3`,
        '--jobs',
        '1',
      ]);
      expect([0, 1, 3]).toContain(result.code);
      return existsSync(out) ? filesBelow(out) : [];
    });
    expect(shards.flat().sort()).toEqual(['a.png', 'b.png', 'march/c.png']);
  });

  it('stops on Ctrl+C after the pictures in flight, leaving no partial file: exit 130', async () => {
    const many = join(root, 'many');
    mkdirSync(many);
    for (let i = 0; i < 12; i++) {
      const name = join(many, `p${String(i).padStart(2, '0')}.jpg`);
      writeFileSync(name, await jpegOf(10 + i, 1600, 1000));
    }
    const out = join(root, 'many-out');
    const report = join(root, 'many.json');
    const child = spawn(process.execPath, [
      CLI,
      'clean',
      many,
      '--out',
      out,
      '--jobs',
      '1',
      '--report',
      report,
    ]);
    let log = '';
    let interrupted = false;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      log += text;
      if (!interrupted && /^ok /m.test(log)) {
        interrupted = true; // as soon as the first picture is done
        child.kill('SIGINT');
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(130);
    expect(log).toContain('stopping after the pictures in flight');
    const rows: { status: string }[] = JSON.parse(readFileSync(report, 'utf8'));
    expect(rows).toHaveLength(12);
    const done = rows.filter((row) => row.status === 'ok').length;
    expect(rows.filter((row) => row.status === 'cancelled').length).toBe(12 - done);
    expect(done).toBeLessThan(12);
    // Every file there is a whole PNG; no temporary file is left.
    const files = filesBelow(out);
    expect(files).toHaveLength(done);
    for (const name of files) expect((await alphaOf(join(out, name))).length).toBeGreaterThan(0);
  });
});

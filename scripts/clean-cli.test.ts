// The CLI as a user runs it: real files in a temp folder, the real process, exit codes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { encodePngBuffer } from '../src/cli/image-io.ts';

const dir = mkdtempSync(join(tmpdir(), 'inklift-cli-'));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/clean-cli.ts', ...args], {
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** White paper with a dark 20×6 bar. */
function signatureRgba(width = 40, height = 20) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ink = x >= 10 && x < 30 && y >= 7 && y < 13;
      data.set(ink ? [20, 30, 90, 255] : [245, 245, 240, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

/** A PNG's pixels and size, as libvips reads them. */
async function readPng(path: string) {
  const { data, info } = await sharp(path).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A JPEG with an EXIF APP1 segment saying "orientation 6" (rotate 90° clockwise to display). */
async function rotatedJpeg() {
  const width = 16;
  const height = 8;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const left = i % width < 8;
    data.set(left ? [0, 0, 0, 255] : [255, 255, 255, 255], i * 4);
  }
  const encoded = await sharp(data, { raw: { width, height, channels: 4 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const tiff = Buffer.from([
    0x49,
    0x49,
    0x2a,
    0x00,
    0x08,
    0x00,
    0x00,
    0x00, // little-endian TIFF header, IFD at 8
    0x01,
    0x00, // one entry
    0x12,
    0x01,
    0x03,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    0x06,
    0x00,
    0x00,
    0x00, // Orientation = 6
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), length, payload]);
  return Buffer.concat([encoded.subarray(0, 2), app1, encoded.subarray(2)]);
}

describe('clean CLI', () => {
  test('cleans a PNG: one line on stdout, a transparent PNG out', async () => {
    const { data, width, height } = signatureRgba();
    const input = join(dir, 'in.png');
    const output = join(dir, 'out.png');
    writeFileSync(input, await encodePngBuffer(data, width, height));
    const result = run(input, output);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^threshold=\d+ ink=120\n$/);
    const png = await readPng(output);
    expect(png.data[3]).toBe(0); // paper
    const inside = (10 * width + 15) * 4;
    expect(Array.from(png.data.subarray(inside, inside + 4))).toEqual([20, 30, 90, 255]);
  });

  test('reads a JPEG and applies its EXIF orientation', async () => {
    const input = join(dir, 'rotated.jpg');
    const output = join(dir, 'rotated.png');
    writeFileSync(input, await rotatedJpeg());
    const result = run(input, output, '--threshold-offset', '0');
    expect(result.code).toBe(0);
    const png = await readPng(output);
    // Stored 16×8 with the ink on the left; displayed rotated 90° clockwise: 8×16, ink on top.
    expect([png.width, png.height]).toEqual([8, 16]);
    expect(png.data[(2 * 8 + 4) * 4 + 3]).toBe(255);
    expect(png.data[(13 * 8 + 4) * 4 + 3]).toBe(0);
  });

  test.each([
    ['a missing input', () => join(dir, 'missing.png'), /no such file/],
    [
      'a corrupt PNG',
      () =>
        writeInput(
          'corrupt.png',
          Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('garbage')]),
        ),
      /corrupt PNG/,
    ],
    [
      'a file that is no picture',
      () => writeInput('image.gif', Buffer.from('just some text')),
      /not a picture this command reads/,
    ],
  ])('%s: one line on stderr, exit 1, no output file', (_name, makeInput, message) => {
    const output = join(dir, `never-${Math.random()}.png`);
    const result = run(makeInput(), output);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
    expect(existsSync(output)).toBe(false);
  });

  test.each([
    [['only-one-argument']],
    [['in.png', 'out.png', '--algorithm', 'magic']],
    [['in.png', 'out.png', '--threshold-offset', 'x']],
    [['in.png', 'out.png', '--unknown']],
    [['in.png', 'out.jpg']],
  ])('bad usage %j: exit 2 with the usage', (args) => {
    const result = run(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Usage: npm run -s clean/);
  });

  test('a failed write leaves no partial file behind', async () => {
    const { data, width, height } = signatureRgba();
    const input = writeInput('ok.png', await encodePngBuffer(data, width, height));
    const result = run(input, join(dir, 'no-such-folder', 'out.png'));
    expect(result.code).toBe(1);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  test('--help prints the usage and exits 0', () => {
    const result = run('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Usage/);
  });
});

function writeInput(name: string, bytes: Buffer) {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

// The CLI's codecs (sharp): every PNG kind gives the pixels pngjs, the decoder before sharp, gave;
// the other formats, orientation and colour profiles read as a person sees them; damaged files,
// a bomb and a misnamed file each with their reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { DIBCO_DIR, hasDibco } from '../../scripts/lib/data-dir.ts';
import { decodeImage, encodePngBuffer, MAX_INPUT_PIXELS } from './image-io.ts';

const W = 37;
const H = 23;

/** A colourful RGBA test card: every channel varies, alpha too. */
function card(): Buffer {
  const data = Buffer.alloc(W * H * 4);
  for (let i = 0; i < W * H; i++) {
    const x = i % W;
    const y = Math.floor(i / W);
    data.set([(x * 7) % 256, (y * 11) % 256, (x * y) % 256, 255 - ((x + y) % 5) * 50], i * 4);
  }
  return data;
}

const raw = (data: Buffer, channels: 1 | 2 | 3 | 4 = 4) =>
  sharp(data, { raw: { width: W, height: H, channels } });

/** The old decoder's pixels: pngjs into 8-bit RGBA. */
function pngjsPixels(bytes: Buffer): Uint8Array {
  const png = PNG.sync.read(bytes);
  return new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.length);
}

async function decoded(bytes: Buffer) {
  const image = await decodeImage(bytes, 'x');
  return {
    ...image,
    data: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.length),
  };
}

/** A 16-bit PNG with values that 16→8 by shifting would round otherwise than pngjs. */
function sixteenBitPng(colorType: 0 | 2 | 4 | 6): Buffer {
  const png = new PNG({ width: W, height: H, bitDepth: 16, colorType, inputHasAlpha: true });
  const samples = new Uint16Array(W * H * 4);
  for (let i = 0; i < samples.length; i++) samples[i] = (i * 2654435761) % 65536;
  for (let i = 3; i < samples.length; i += 4) samples[i] = 65535 - (i % 7) * 9000;
  png.data = Buffer.from(samples.buffer);
  return PNG.sync.write(png, { bitDepth: 16, colorType, inputHasAlpha: true });
}

describe('PNG: the pixels pngjs gave', () => {
  const kinds: [string, () => Promise<Buffer> | Buffer][] = [
    ['RGBA 8-bit', () => raw(card()).png().toBuffer()],
    ['RGB 8-bit', () => raw(card()).removeAlpha().png().toBuffer()],
    ['grey 8-bit', () => raw(card()).removeAlpha().toColourspace('b-w').png().toBuffer()],
    ['grey + alpha', () => raw(card()).toColourspace('b-w').png().toBuffer()],
    [
      'palette with transparency',
      () => raw(card()).png({ palette: true, colours: 200 }).toBuffer(),
    ],
    ['palette 4-bit', () => raw(card()).png({ palette: true, colours: 16 }).toBuffer()],
    ['palette 1-bit', () => raw(card()).png({ palette: true, colours: 2 }).toBuffer()],
    ['grey 16-bit', () => sixteenBitPng(0)],
    ['RGB 16-bit', () => sixteenBitPng(2)],
    ['grey + alpha 16-bit', () => sixteenBitPng(4)],
    ['RGBA 16-bit', () => sixteenBitPng(6)],
  ];
  for (const [kind, make] of kinds) {
    it(kind, async () => {
      const bytes = await make();
      const image = await decoded(bytes);
      expect([image.width, image.height]).toEqual([W, H]);
      expect(Buffer.from(image.data).equals(Buffer.from(pngjsPixels(bytes)))).toBe(true);
    });
  }

  it.skipIf(!hasDibco)(
    'the real documents and their truths, grey and 1-bit among them',
    async () => {
      for (const folder of ['images', 'gt']) {
        const names = readdirSync(join(DIBCO_DIR, folder)).sort().slice(0, 8);
        for (const name of names) {
          const bytes = readFileSync(join(DIBCO_DIR, folder, name));
          const same = Buffer.from((await decoded(bytes)).data).equals(
            Buffer.from(pngjsPixels(bytes)),
          );
          expect(same, `${folder}/${name}`).toBe(true);
        }
      }
    },
  );

  it('says a picture is opaque only where it has no transparency to lay on white', async () => {
    const transparent = [
      await raw(card()).png().toBuffer(),
      await raw(card()).png({ palette: true, colours: 200 }).toBuffer(),
      sixteenBitPng(6),
    ];
    for (const bytes of transparent) expect((await decodeImage(bytes)).opaque).toBe(false);
    const opaque = await raw(card()).removeAlpha().jpeg().toBuffer();
    const image = await decodeImage(opaque);
    expect(image.opaque).toBe(true);
    expect(image.data.every((value, i) => i % 4 !== 3 || value === 255)).toBe(true);
  });

  it('writes what it reads: RGBA PNG out, the same pixels back', async () => {
    const data = card();
    const bytes = await encodePngBuffer(data, W, H);
    expect(Buffer.from(pngjsPixels(bytes)).equals(data)).toBe(true);
    expect(PNG.sync.read(bytes).colorType).toBe(6);
  });
});

describe('other formats, orientation, colour', () => {
  const opaque = () => raw(card()).removeAlpha();
  const close = (a: Uint8Array, b: Uint8Array, tolerance: number) => {
    let worst = 0;
    for (let i = 0; i < a.length; i++)
      if (i % 4 !== 3) worst = Math.max(worst, Math.abs(a[i] - b[i]));
    return worst <= tolerance;
  };
  const reference = async () => decoded(await opaque().png().toBuffer());

  for (const [format, make, tolerance] of [
    ['JPEG', () => opaque().jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer(), 24],
    ['WebP (lossless)', () => opaque().webp({ lossless: true }).toBuffer(), 0],
    ['TIFF (LZW)', () => opaque().tiff({ compression: 'lzw' }).toBuffer(), 0],
    ['AVIF (lossless)', () => opaque().avif({ lossless: true }).toBuffer(), 2],
  ] as const) {
    it(`${format} into RGBA`, async () => {
      const image = await decoded(await make());
      expect([image.width, image.height]).toEqual([W, H]);
      expect(close(image.data, (await reference()).data, tolerance)).toBe(true);
      expect(image.data.filter((_, i) => i % 4 === 3).every((alpha) => alpha === 255)).toBe(true);
    });
  }

  it('GIF: its first frame only', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: W, height: H, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = [await frame('#ff0000'), await frame('#0000ff')];
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const image = await decoded(gif);
    expect([image.width, image.height]).toEqual([W, H]);
    expect(Array.from(image.data.subarray(0, 4))).toEqual([255, 0, 0, 255]);
    expect(Array.from(image.data.subarray(-4))).toEqual([255, 0, 0, 255]);
  });

  it('applies the EXIF orientation: a photo stored on its side reads upright', async () => {
    const bytes = await opaque().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await decoded(bytes);
    expect([image.width, image.height]).toEqual([H, W]);
  });

  /** A file of one colour, made from sRGB by `save`, read back. */
  async function roundTrip(colour: number[], save: (image: Sharp) => Promise<Buffer>) {
    const data = Buffer.alloc(W * H * 3);
    for (let i = 0; i < W * H; i++) data.set(colour, i * 3);
    const bytes = await save(sharp(data, { raw: { width: W, height: H, channels: 3 } }));
    return { bytes, pixel: Array.from((await decoded(bytes)).data.subarray(0, 4)) };
  }
  const distance = (a: number[], b: number[]) => Math.max(...b.map((v, i) => Math.abs(a[i] - v)));

  it('converts a Display P3 photo to sRGB with its profile', async () => {
    const red = [220, 30, 40];
    const { bytes, pixel } = await roundTrip(red, (image) =>
      image.withIccProfile('p3').png().toBuffer(),
    );
    // Its stored values, read as sRGB as pngjs did, are visibly off the red it shows.
    expect(distance(Array.from(pngjsPixels(bytes).subarray(0, 3)), red)).toBeGreaterThan(12);
    expect(distance(pixel, red)).toBeLessThanOrEqual(2);
    expect(pixel[3]).toBe(255);
  });

  it('converts a CMYK JPEG to sRGB (within the gamut its profile keeps)', async () => {
    const brown = [150, 90, 70];
    const { bytes, pixel } = await roundTrip(brown, (image) =>
      image.toColourspace('cmyk').jpeg({ quality: 100 }).toBuffer(),
    );
    expect((await sharp(bytes).metadata()).space).toBe('cmyk');
    expect(distance(pixel, brown)).toBeLessThanOrEqual(16);
    expect(pixel[3]).toBe(255);
  });
});

describe('bad input', () => {
  it('reads a file by its content: a JPEG named .png', async () => {
    const bytes = await raw(card()).removeAlpha().jpeg().toBuffer();
    expect((await decodeImage(bytes, 'photo.png')).width).toBe(W);
  });

  for (const [format, make] of [
    ['JPEG', () => raw(card()).jpeg().toBuffer()],
    ['PNG', () => raw(card()).png().toBuffer()],
    ['WebP', () => raw(card()).webp().toBuffer()],
    ['TIFF', () => raw(card()).tiff().toBuffer()],
    ['GIF', () => raw(card()).gif().toBuffer()],
    ['AVIF', () => raw(card()).avif().toBuffer()],
  ] as const) {
    it(`a damaged ${format}: refused with the codec's reason`, async () => {
      const whole = await make();
      const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
      await expect(decodeImage(cut, 'cut')).rejects.toThrow(
        new RegExp(`^cut: (corrupt ${format} \\(.+\\)|unreadable picture \\(.+\\))$`),
      );
    });
  }

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const small = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const bomb = Buffer.from(small);
    bomb.writeUInt32BE(100_000, 16); // IHDR width
    bomb.writeUInt32BE(100_000, 20); // IHDR height (the CRC no longer matches: header only)
    await expect(decodeImage(bomb, 'bomb.png')).rejects.toThrow(
      `bomb.png: 100000 × 100000 pixels is more than the ${MAX_INPUT_PIXELS / 1e6} megapixels this command reads`,
    );
  });

  it('says what a file is when it is no picture', async () => {
    await expect(decodeImage(Buffer.from('just text'), 'notes.png')).rejects.toThrow(
      'notes.png: not a picture this command reads (JPEG, PNG, WebP, TIFF, GIF or AVIF)',
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    await expect(decodeImage(svg, 'a.svg')).rejects.toThrow('a.svg: SVG is not a picture');
  });
});

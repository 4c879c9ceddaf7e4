// Photos for the photo tests, made in the test from a real handwriting sample of
// ../shared/data (never copied into the repository): the page draws the sample on paper at the
// size asked for and encodes it with the browser's own encoders. Also small hand-made files
// (BMP, a two-frame GIF, EXIF orientation, damaged and foreign files) and the ways to hand a
// file to the page (picker, drop, paste).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export const SAMPLE = readFileSync('../shared/data/dibco-handwritten/images/2009-H03.png');

export interface PhotoSpec {
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg' | 'image/webp';
  /** Where the sample goes and how large, in the photo's pixels. */
  at: { x: number; y: number; width: number; height: number };
}

/** Draws the handwriting sample on light paper and returns the encoded file. */
export async function makePhoto(page: Page, spec: PhotoSpec): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ sample, spec }) => {
      const bytes = Uint8Array.from(atob(sample), (c) => c.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(spec.width, spec.height);
      const draw = canvas.getContext('2d')!;
      draw.fillStyle = 'rgb(236, 234, 228)';
      draw.fillRect(0, 0, spec.width, spec.height);
      draw.drawImage(image, spec.at.x, spec.at.y, spec.at.width, spec.at.height);
      const blob = await canvas.convertToBlob({ type: spec.type, quality: 0.9 });
      const buffer = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < buffer.length; i += 0x8000)
        text += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { sample: SAMPLE.toString('base64'), spec },
  );
  return Buffer.from(base64, 'base64');
}

/** A 24-bit BMP of the given size: white with a dark bar across the middle. */
export function makeBmp(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++) {
    const ink = Math.abs(y - height / 2) < height / 10;
    for (let x = 0; x < width; x++) {
      const value = ink && x > width / 5 && x < (width * 4) / 5 ? 20 : 240;
      file.fill(value, 54 + y * row + x * 3, 54 + y * row + x * 3 + 3);
    }
  }
  return file;
}

/**
 * A two-frame GIF (palette: 0 white, 1 black): the first frame has a dark bar on the left half,
 * the second on the right half. The image data uses 9-bit codes with a clear code before each
 * run of literals, so no compression is needed.
 */
export function makeGif(width: number, height: number): Buffer {
  const frame = (left: boolean) => {
    const pixels: number[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const bar = Math.abs(y - height / 2) < height / 8;
        pixels.push(bar && (left ? x < width / 2 : x >= width / 2) ? 1 : 0);
      }
    }
    // LZW with min code size 8: clear = 256, end = 257; codes are 9 bits while fewer than
    // 254 literals follow a clear, so emit a clear every 250 pixels.
    const codes: number[] = [];
    for (let i = 0; i < pixels.length; i++) {
      if (i % 250 === 0) codes.push(256);
      codes.push(pixels[i]);
    }
    codes.push(257);
    const bytes: number[] = [];
    let bits = 0;
    let count = 0;
    for (const code of codes) {
      bits |= code << count;
      count += 9;
      while (count >= 8) {
        bytes.push(bits & 0xff);
        bits >>= 8;
        count -= 8;
      }
    }
    if (count > 0) bytes.push(bits & 0xff);
    const blocks: number[] = [];
    for (let i = 0; i < bytes.length; i += 255) {
      const block = bytes.slice(i, i + 255);
      blocks.push(block.length, ...block);
    }
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(width, 5);
    descriptor.writeUInt16LE(height, 7);
    const control = Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]);
    return Buffer.concat([control, descriptor, Buffer.from([8, ...blocks, 0])]);
  };
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'ascii');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  header[10] = 0xf7; // global colour table of 256 entries
  const palette = Buffer.alloc(256 * 3);
  palette.fill(255, 0, 3); // 0: white; 1: black (already 0)
  return Buffer.concat([header, palette, frame(true), frame(false), Buffer.from([0x3b])]);
}

interface FileSpec {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function pickFile(page: Page, file: FileSpec) {
  await page.getByLabel('Open a photo').setInputFiles(file);
}

/** Drops files (or text) onto the Capture screen the way a browser does: dragover, then drop. */
/** With `leave`, only drags over (the drop target shows) without dropping. */
export async function dropOn(page: Page, files: FileSpec[], text?: string, leave = false) {
  await page.evaluate(
    async ({ files, text, leave }) => {
      const transfer = new DataTransfer();
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      if (text) transfer.setData('text/plain', text);
      const target = document.querySelector('[data-testid="preview"]')!;
      const fire = (type: string) =>
        target.dispatchEvent(
          new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
      fire('dragover');
      if (!leave) fire('drop');
    },
    {
      files: files.map((f) => ({
        name: f.name,
        mimeType: f.mimeType,
        data: f.buffer.toString('base64'),
      })),
      text,
      leave,
    },
  );
}

/** Pastes files (or text) as Ctrl/Cmd+V would. */
export async function paste(page: Page, files: FileSpec[], text?: string) {
  await page.evaluate(
    ({ files, text }) => {
      const transfer = new DataTransfer();
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      if (text) transfer.setData('text/plain', text);
      document.body.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    },
    {
      files: files.map((f) => ({
        name: f.name,
        mimeType: f.mimeType,
        data: f.buffer.toString('base64'),
      })),
      text,
    },
  );
}

/**
 * Turns Trim to the signature off (it is on by default) and waits until the result shown has
 * the given size: for tests that check the saved PNG against the crop.
 */
export async function untrimmed(page: Page, size: { width: number; height: number }) {
  await page.getByLabel('Trim to the signature').uncheck();
  const img = page.getByTestId('preview').locator('img[data-kind="cleaned"]');
  await page.waitForFunction(
    ({ width, height }) => {
      const shown = document.querySelector<HTMLImageElement>('img[data-kind="cleaned"]');
      const done = !document.querySelector('[data-testid="result-view"][aria-busy="true"]');
      return done && shown?.naturalWidth === width && shown.naturalHeight === height;
    },
    size,
    { timeout: 60_000 },
  );
  await img.waitFor();
}

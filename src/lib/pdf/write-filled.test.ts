import type { PDFRawStream } from '@cantoo/pdf-lib';
import { PDFArray, PDFDocument, PDFName, PDFStream, decodePDFRawStream } from '@cantoo/pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from 'vitest';
import { makePdf, readPdf, signaturePng } from '../../../e2e/sign-fixtures.ts';
import { XMP, makeFormPdf } from './fill-fixtures.test-helper.ts';
import type { PlacedItem } from './fill-types.ts';
import { UnwritableTextError } from './win-ansi.ts';
import { writeFilledPdf } from './write-filled.ts';

const png = new Uint8Array(signaturePng());
const ink = { r: 0.1, g: 0.2, b: 0.6 };
const initials = (pageIndex: number): PlacedItem => ({
  kind: 'image',
  pageIndex,
  rect: { left: 400, top: 520, width: 60, height: 20 },
  png,
  alt: 'Initials of Ada',
});

test('initials on every page land upright where they were placed, whatever the rotation or crop', async () => {
  const original = await makeFormPdf();
  const saved = await writeFilledPdf(original, [0, 1, 2].map(initials), [], { flatten: false });
  const pages = await readPdf(saved);
  expect(pages.map((p) => [p.width, p.height, p.rotate])).toEqual([
    [612, 792, 0],
    [792, 612, 90],
    [500, 700, 0],
  ]);
  for (const page of pages) {
    expect(page.images).toHaveLength(1);
    const [image] = page.images;
    expect(image.upright).toBe(true);
    expect(image.left).toBeCloseTo(400, 3);
    expect(image.top).toBeCloseTo(520, 3);
    expect(image.width).toBeCloseTo(60, 3);
    expect(image.height).toBeCloseTo(20, 3);
  }
});

test('one picture repeated on every page is embedded once; the file grows by little more', async () => {
  const original = await makeFormPdf();
  const saved = await writeFilledPdf(original, [0, 1, 2].map(initials), [], { flatten: false });
  const doc = await PDFDocument.load(saved);
  const images = doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFStream)
    .filter(
      ([, object]) => (object as PDFStream).dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
  // The PNG's colour and its alpha (a soft mask): two streams, once.
  expect(images).toHaveLength(2);
  expect(doc.getPageCount()).toBe(3);
  expect(saved.length - original.length).toBeLessThan(png.length + 3_000);
});

test('text and dates are written line by line, upright, on a turned page too', async () => {
  const original = await makeFormPdf();
  const text = (pageIndex: number, value: string): PlacedItem => ({
    kind: 'text',
    pageIndex,
    rect: { left: 150, top: 380, width: 200, height: 40 },
    text: value,
    fontSize: 12,
    colour: ink,
  });
  const saved = await writeFilledPdf(
    original,
    [text(0, 'Ada Lovelace\n12 Rue de l’Église'), text(1, '23. November 2026')],
    [],
    { flatten: true },
  );
  const doc = await pdfjs.getDocument({ data: saved, verbosity: 0 }).promise;
  for (const [n, lines] of [
    [1, ['Ada Lovelace', '12 Rue de l’Église']],
    [2, ['23. November 2026']],
  ] as const) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const items = (await page.getTextContent()).items.filter(
      (item) => 'str' in item && (lines as readonly string[]).includes(item.str),
    );
    expect(items.map((item) => ('str' in item ? item.str : ''))).toEqual(lines);
    items.forEach((item, index) => {
      if (!('transform' in item)) return;
      const [u, v] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]);
      expect(u).toBeCloseTo(150, 3);
      expect(v).toBeCloseTo(380 + 12 * (0.95 + 1.2 * index), 3);
      // Upright on screen: the text's x axis, turned by the viewport, points right.
      const [a, b] = [item.transform[0], item.transform[1]];
      const [vx, vy] = [
        viewport.transform[0] * a + viewport.transform[2] * b,
        viewport.transform[1] * a + viewport.transform[3] * b,
      ];
      expect(vx).toBeGreaterThan(0);
      expect(Math.abs(vy)).toBeLessThan(1e-6);
    });
  }
  await doc.destroy();
});

test('ticks and crosses are vector strokes in their colour inside their box', async () => {
  const original = await makePdf([{ size: [600, 800], rotate: 270, crop: [20, 30, 500, 700] }]);
  const rect = { left: 100, top: 50, width: 20, height: 20 };
  const saved = await writeFilledPdf(
    original,
    [
      { kind: 'mark', pageIndex: 0, rect, mark: 'tick', colour: ink },
      { kind: 'mark', pageIndex: 0, rect: { ...rect, left: 200 }, mark: 'cross', colour: ink },
    ],
    [],
    { flatten: false },
  );
  const doc = await PDFDocument.load(saved);
  const content = doc
    .getPage(0)
    .node.lookup(PDFName.of('Contents'), PDFArray)
    .asArray()
    .map((ref) => doc.context.lookup(ref) as PDFRawStream)
    .map((stream) => new TextDecoder().decode(decodePDFRawStream(stream).decode()))
    .join('\n');
  expect(content.match(/0\.1 0\.2 0\.6 RG/g)).toHaveLength(2);
  // At 270° the upright frame is turned a quarter back: [0 -1 1 0 e f].
  expect(content).toMatch(/\b0 -1 1 0 [\d.]+ [\d.]+ cm/);
  expect(content.match(/^S$/gm)).toHaveLength(2);
});

test('metadata is kept: the Info dictionary and the XMP packet', async () => {
  const original = await makeFormPdf();
  const saved = await writeFilledPdf(original, [initials(0)], [], { flatten: true });
  const doc = await PDFDocument.load(saved, { updateMetadata: false });
  expect(doc.getTitle()).toBe('Rental application');
  expect(doc.getAuthor()).toBe('InkLift tests');
  const xmp = doc.catalog.lookup(PDFName.of('Metadata'), PDFStream);
  expect(new TextDecoder().decode((xmp as PDFRawStream).getContents())).toBe(XMP);
});

test('text a standard font cannot show is refused before anything is written', async () => {
  const original = await makeFormPdf();
  const item: PlacedItem = {
    kind: 'text',
    pageIndex: 0,
    rect: { left: 10, top: 10, width: 100, height: 20 },
    text: 'Wang Fang 王芳',
    fontSize: 12,
    colour: ink,
  };
  await expect(writeFilledPdf(original, [item], [], { flatten: true })).rejects.toThrow(
    UnwritableTextError,
  );
  await expect(
    writeFilledPdf(original, [{ ...initials(0), pageIndex: 3 }], [], { flatten: true }),
  ).rejects.toThrow(/page index 3/);
});

test('a page of 200 × 200 inches takes a signature at its far corner', async () => {
  const original = await makePdf([
    { size: [14_400, 14_400], rotate: 90, crop: [100, 200, 14_000, 14_000] },
  ]);
  const rect = { left: 13_800, top: 13_900, width: 150, height: 50 };
  const saved = await writeFilledPdf(original, [{ ...initials(0), rect }], [], { flatten: false });
  const [page] = await readPdf(saved);
  expect([page.width, page.height]).toEqual([14_000, 14_000]);
  expect(page.images[0].upright).toBe(true);
  expect(page.images[0].left).toBeCloseTo(13_800, 2);
  expect(page.images[0].top).toBeCloseTo(13_900, 2);
  expect(page.images[0].width).toBeCloseTo(150, 2);
});

test('in a tagged PDF each picture is a Figure with its alternative text, as pdf.js reads it', async () => {
  const original = await makeFormPdf({ tagged: true });
  const saved = await writeFilledPdf(original, [initials(0), initials(1)], [], { flatten: true });
  const doc = await pdfjs.getDocument({ data: saved, verbosity: 0 }).promise;
  for (const n of [1, 2]) {
    const tree = JSON.stringify(await (await doc.getPage(n)).getStructTree());
    expect(tree).toContain('"role":"Figure"');
    expect(tree).toContain('"alt":"Initials of Ada"');
  }
  await doc.destroy();
});

test('an untagged PDF gets no structure tree: the alternative text goes on the marked content', async () => {
  const saved = await writeFilledPdf(await makeFormPdf(), [initials(0)], [], { flatten: false });
  const doc = await PDFDocument.load(saved);
  expect(doc.catalog.get(PDFName.of('StructTreeRoot'))).toBeUndefined();
  const content = doc
    .getPage(0)
    .node.lookup(PDFName.of('Contents'), PDFArray)
    .asArray()
    .map((ref) => doc.context.lookup(ref) as PDFRawStream)
    .map((stream) => new TextDecoder().decode(decodePDFRawStream(stream).decode()))
    .join('\n');
  const alt = Array.from('Initials of Ada', (c) => c.charCodeAt(0).toString(16).padStart(4, '0'))
    .join('')
    .toUpperCase();
  expect(content).toMatch(new RegExp(`/Span << /Alt <FEFF${alt}> >> BDC\\n[^]*Do\\n[^]*EMC`));
});

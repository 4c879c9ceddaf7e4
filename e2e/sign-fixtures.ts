// Real PDFs for the Sign tests, made with pdf-lib in Node, and the checks on a saved copy made
// with pdf.js in Node, independently of the app's own geometry: where each image really lands
// (the transformation matrices of its content stream, followed op by op) in the page's displayed
// coordinates, its text, sizes and rotation.
import {
  PDFDocument,
  StandardFonts,
  concatTransformationMatrix,
  degrees,
  pushGraphicsState,
} from '@cantoo/pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';

const STANDARD_FONTS =
  join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/';

export const PASSWORD = 'open sesame';

interface PageSpec {
  size: [number, number];
  rotate?: 0 | 90 | 180 | 270;
  /** A CropBox [x, y, width, height] whose origin is not (0, 0). */
  crop?: [number, number, number, number];
}

/** Each page says "Page N text" near its top-left (in its own user space). */
export async function makePdf(
  specs: PageSpec[],
  options: { password?: string; formField?: boolean; unbalancedState?: boolean } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  specs.forEach((spec, index) => {
    const page = doc.addPage(spec.size);
    if (spec.crop) page.setCropBox(...spec.crop);
    if (spec.rotate) page.setRotation(degrees(spec.rotate));
    const [x0, y0, , h] = spec.crop ?? [0, 0, ...spec.size];
    page.drawText(`Page ${index + 1} text`, { x: x0 + 30, y: y0 + h - 50, size: 14, font });
    // A content stream that leaves a scaled graphics state open, as real producers sometimes
    // do: the signature must not inherit it.
    if (options.unbalancedState && index === 0) {
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(0.5, 0, 0, 0.5, 0, 0));
    }
  });
  if (options.formField) {
    const field = doc.getForm().createTextField('customer.name');
    field.setText('Ada');
    field.addToPage(doc.getPage(0), { x: 40, y: 200, width: 200, height: 24 });
  }
  if (options.password) doc.encrypt({ userPassword: options.password, ownerPassword: 'owner' });
  return Buffer.from(await doc.save());
}

/** A 300×100 signature: a dark diagonal stroke on transparency. */
export function signaturePng(): Buffer {
  const png = new PNG({ width: 300, height: 100 });
  for (let y = 0; y < 100; y++) {
    for (let x = 0; x < 300; x++) {
      const on = Math.abs(y - x / 3) < 4;
      png.data.set(on ? [20, 24, 60, 255] : [0, 0, 0, 0], (y * 300 + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface SavedPage {
  width: number;
  height: number;
  rotate: number;
  text: string;
  /** Each image drawn on the page, in displayed points from the page's top-left corner. */
  images: (Rect & { upright: boolean })[];
}

type Matrix = [number, number, number, number, number, number];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

export async function readPdf(bytes: Uint8Array, password?: string): Promise<SavedPage[]> {
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    password,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  }).promise;
  const pages: SavedPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const text = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
    const ops = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
    const images: SavedPage['images'] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    ops.fnArray.forEach((fn, i) => {
      const args = ops.argsArray[i];
      if (fn === pdfjs.OPS.save) stack.push(ctm);
      else if (fn === pdfjs.OPS.restore) ctm = stack.pop() ?? ctm;
      else if (fn === pdfjs.OPS.transform) ctm = times(args as Matrix, ctm);
      else if (fn === pdfjs.OPS.paintImageXObject) {
        const corners = [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ].map(([x, y]) => [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]]);
        const xs = corners.map((c) => c[0]);
        const ys = corners.map((c) => c[1]);
        const [x1, y1, x2, y2] = viewport.convertToViewportRectangle([
          Math.min(...xs),
          Math.min(...ys),
          Math.max(...xs),
          Math.max(...ys),
        ]);
        // Upright on screen: the image's x axis points right and its y axis (its up) points up.
        const [a, b, c, d] = times(ctm, viewport.transform as Matrix);
        const upright = a > 0 && d < 0 && Math.abs(b) < 1e-6 && Math.abs(c) < 1e-6;
        images.push({
          upright,
          left: Math.min(x1, x2),
          top: Math.min(y1, y2),
          width: Math.abs(x2 - x1),
          height: Math.abs(y2 - y1),
        });
      }
    });
    pages.push({
      width: viewport.width,
      height: viewport.height,
      rotate: page.rotate,
      text,
      images,
    });
  }
  await doc.destroy();
  return pages;
}

/** The form fields' names and values, as pdf-lib reads them. */
export async function formFields(bytes: Uint8Array): Promise<Record<string, string | undefined>> {
  const doc = await PDFDocument.load(bytes);
  return Object.fromEntries(
    doc
      .getForm()
      .getFields()
      .map((field) => [
        field.getName(),
        'getText' in field ? (field as { getText: () => string | undefined }).getText() : '',
      ]),
  );
}

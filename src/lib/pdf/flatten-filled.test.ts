// Flatten keeps a form a form (issue 43): on a 200-field form with an empty signature field, only
// what the person filled becomes page content; the untouched fields and the signature field stay
// live, as pdf-lib and pdf.js read the saved file.
import type { PDFRawStream } from '@cantoo/pdf-lib';
import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFString,
  StandardFonts,
  decodePDFRawStream,
} from '@cantoo/pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from 'vitest';
import { readPdf, signaturePng } from '../../../e2e/sign-fixtures.ts';
import { makeFormPdf } from './fill-fixtures.test-helper.ts';
import type { PlacedItem } from './fill-types.ts';
import { writeFilledPdf } from './write-filled.ts';

const FIELDS = 200;
const png = new Uint8Array(signaturePng());

/** Two pages of text fields (f0…f199, 100 a page in a 4 × 25 grid), a check box on page 1 and an
 *  empty /FT /Sig field at the foot of page 2, as a contract sent to be signed has. */
async function makeLargeForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = [doc.addPage([612, 792]), doc.addPage([612, 792])];
  const form = doc.getForm();
  for (let i = 0; i < FIELDS; i++) {
    const page = pages[Math.floor(i / 100)];
    const [column, row] = [(i % 100) % 4, Math.floor((i % 100) / 4)];
    const field = form.createTextField(`f${i}`);
    field.addToPage(page, {
      x: 40 + column * 140,
      y: 740 - row * 26,
      width: 130,
      height: 20,
      font,
    });
  }
  form.createCheckBox('agree').addToPage(pages[0], { x: 40, y: 40, width: 14, height: 14 });
  const signature = doc.context.register(
    doc.context.obj({
      FT: 'Sig',
      T: PDFString.of('witnessSignature'),
      Type: 'Annot',
      Subtype: 'Widget',
      Rect: [300, 40, 500, 80],
      F: 4,
      P: pages[1].ref,
    }),
  );
  pages[1].node.addAnnot(signature);
  form.acroForm.addField(signature);
  return doc.save();
}

async function pdfjsFields(bytes: Uint8Array) {
  const doc = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const widgets = [];
  for (let n = 1; n <= doc.numPages; n++) {
    for (const a of await (await doc.getPage(n)).getAnnotations()) {
      if (a.subtype === 'Widget') widgets.push({ page: n, name: a.fieldName, type: a.fieldType });
    }
  }
  await doc.destroy();
  return widgets;
}

const signatureItem: PlacedItem = {
  kind: 'image',
  pageIndex: 1,
  rect: { left: 300, top: 712, width: 200, height: 40 },
  png,
  alt: 'Signature of Ada',
};

test('flattened: the one field filled becomes page content; the 199 others and the empty signature field stay live', async () => {
  const original = await makeLargeForm();
  const saved = await writeFilledPdf(
    original,
    [signatureItem],
    [{ name: 'f5', value: 'Ada Lovelace' }],
    { flatten: true },
  );

  const form = (await PDFDocument.load(saved)).getForm();
  const names = form.getFields().map((field) => field.getName());
  expect(names).toHaveLength(FIELDS - 1 + 2);
  expect(names).not.toContain('f5');
  expect(names).toContain('f4');
  expect(names).toContain('f199');
  expect(names).toContain('agree');
  expect(names).toContain('witnessSignature');
  expect(form.getTextField('f6').getText()).toBeUndefined();

  // pdf.js sees the same live widgets, the empty signature field on page 2 among them.
  const widgets = await pdfjsFields(saved);
  expect(widgets).toHaveLength(FIELDS - 1 + 2);
  expect(widgets.filter((w) => w.type === 'Sig')).toEqual([
    { page: 2, name: 'witnessSignature', type: 'Sig' },
  ]);

  // The filled value is now text on page 1, where its field was (column 1, row 1).
  const [first, second] = await readPdf(saved);
  expect(first.text).toContain('Ada Lovelace');
  expect(second.images).toHaveLength(1);
  const doc = await pdfjs.getDocument({ data: saved.slice(), verbosity: 0 }).promise;
  const item = (await (await doc.getPage(1)).getTextContent()).items.find(
    (i) => 'str' in i && i.str === 'Ada Lovelace',
  );
  await doc.destroy();
  const [x, y] = item && 'transform' in item ? item.transform.slice(4, 6) : [NaN, NaN];
  expect(x).toBeGreaterThan(180);
  expect(x).toBeLessThan(200);
  expect(y).toBeGreaterThan(714);
  expect(y).toBeLessThan(734);
});

test('flattened with nothing filled: only the signature is added, every field stays', async () => {
  const original = await makeLargeForm();
  const saved = await writeFilledPdf(original, [signatureItem], [], { flatten: true });
  expect(await pdfjsFields(saved)).toHaveLength(FIELDS + 2);
  expect((await readPdf(saved))[1].images).toHaveLength(1);
});

test('a filled check box and radio group are drawn in their new state; the rest of the form stays', async () => {
  const original = await makeFormPdf();
  const saved = await writeFilledPdf(
    original,
    [],
    [
      { name: 'agree', value: true },
      { name: 'plan', value: 'premium' },
    ],
    { flatten: true },
  );
  const doc = await PDFDocument.load(saved);
  expect(
    doc
      .getForm()
      .getFields()
      .map((f) => f.getName()),
  ).toEqual(['applicant.name', 'city', 'tenantSignature']);
  // The ticked box and the radio group's two buttons (premium on, basic off): three appearance
  // streams drawn on page 1, each at its widget's Rect.
  const content = doc
    .getPage(0)
    .node.lookup(PDFName.of('Contents'), PDFArray)
    .asArray()
    .map((ref) => doc.context.lookup(ref) as PDFRawStream)
    .map((stream) => new TextDecoder().decode(decodePDFRawStream(stream).decode()))
    .join('\n');
  const draws = content.match(/1 0 0 1 [\d.]+ [\d.]+ cm\n\/FlatWidget-\d+ Do/g) ?? [];
  expect(draws).toHaveLength(3);
  const before = (await PDFDocument.load(original)).getForm();
  const rects = ['agree', 'plan'].flatMap((name) =>
    before
      .getField(name)
      .acroField.getWidgets()
      .map((widget) => widget.getRectangle()),
  );
  expect(rects).toHaveLength(3);
  for (const r of rects) expect(content).toContain(`1 0 0 1 ${r.x} ${r.y} cm`);
  expect(doc.getPage(0).node.Annots()?.size()).toBe(3);
  expect(doc.catalog.lookup(PDFName.of('AcroForm'))).toBeDefined();
});

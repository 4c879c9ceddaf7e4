import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from 'vitest';
import { write } from './fill-fixtures.test-helper.ts';
import { readFormWidgets } from './form-widgets.ts';
import { readPages } from './open-pdf.ts';
import { scanSignPlaces } from './scan-sign-places.ts';

/** `pageCount` pages, each with a "Signature: ____" line and `fieldsPerPage` text fields. */
async function longForm(pageCount: number, fieldsPerPage: number) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const form = doc.getForm();
  for (let p = 0; p < pageCount; p++) {
    const page = doc.addPage([612, 792]);
    write(page, font, 'Signature: ____________', 72, 700);
    for (let f = 0; f < fieldsPerPage; f++) {
      form
        .createTextField(`p${p}.f${f}`)
        .addToPage(page, { x: 40, y: 20 + f * 20, width: 100, height: 16 });
    }
  }
  const bytes = await doc.save();
  return (await pdfjs.getDocument({ data: bytes, verbosity: 0 })
    .promise) as unknown as PDFDocumentProxy;
}

test('a 300-page document is scanned page by page, in order, one place each', async () => {
  const doc = await longForm(300, 0);
  const pages = await readPages(doc);
  const seen: number[] = [];
  for await (const { pageIndex, places } of scanSignPlaces(doc, pages, [])) {
    expect(places.map((p) => p.kind)).toEqual(['signature']);
    seen.push(pageIndex);
  }
  expect(seen).toEqual(pages.map((p) => p.index));
  await doc.destroy();
});

test('a scan stops when its signal is aborted, between pages', async () => {
  const doc = await longForm(20, 0);
  const pages = await readPages(doc);
  const controller = new AbortController();
  const seen: number[] = [];
  const scan = async () => {
    for await (const { pageIndex } of scanSignPlaces(doc, pages, [], controller.signal)) {
      seen.push(pageIndex);
      if (pageIndex === 2) controller.abort();
    }
  };
  await expect(scan()).rejects.toMatchObject({ name: 'AbortError' });
  expect(seen).toEqual([0, 1, 2]);
  await doc.destroy();
});

test('a form with hundreds of fields is read whole, page by page', async () => {
  const doc = await longForm(10, 30);
  const widgets = await readFormWidgets(doc, await readPages(doc));
  expect(widgets).toHaveLength(300);
  expect(widgets[299]).toMatchObject({ name: 'p9.f29', kind: 'text', pageIndex: 9 });
  await doc.destroy();
});

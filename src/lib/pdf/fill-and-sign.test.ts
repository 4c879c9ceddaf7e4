// The whole Fill & Sign path in Node: a generated three-page form (one page turned 90°, one with
// an offset CropBox) read with pdf.js, its places found, filled, initialled on every page,
// signed, dated, saved flattened (what was filled) or not, then checked field by field and page by page.
import { PDFDocument } from '@cantoo/pdf-lib';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, test } from 'vitest';
import { readPdf, signaturePng } from '../../../e2e/sign-fixtures.ts';
import { dateStampText } from './date-stamp.ts';
import {
  FIELD_RECTS,
  WORDS,
  makeFormPdf,
  type FixtureLanguage,
} from './fill-fixtures.test-helper.ts';
import type { FieldValue, FormWidget, PlacedItem, SignPlace } from './fill-types.ts';
import { readFormWidgets } from './form-widgets.ts';
import { readPages } from './open-pdf.ts';
import { scanSignPlaces } from './scan-sign-places.ts';
import { writeFilledPdf } from './write-filled.ts';

const open = async (bytes: Uint8Array) =>
  (await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 })
    .promise) as unknown as PDFDocumentProxy;

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  return (await readPdf(bytes)).map((page) => page.text);
}

const png = new Uint8Array(signaturePng());
const ink = { r: 0.1, g: 0.1, b: 0.4 };
const day = new Date(2026, 10, 23);
const NAMES = { en: 'Ada Lovelace', de: 'Jürgen Müller' };
const LOCALES = { en: 'en-GB', de: 'de-DE' };

async function fillAndSign(language: FixtureLanguage, flatten: boolean) {
  const original = await makeFormPdf({ language });
  const doc = await open(original);
  const pages = await readPages(doc);
  const widgets = await readFormWidgets(doc, pages);
  const places: SignPlace[] = [];
  for await (const found of scanSignPlaces(doc, pages, widgets)) places.push(...found.places);
  await doc.destroy();

  const premium = widgets.find((w) => w.name === 'plan' && w.pageIndex === 0 && w.rect.left > 100)!;
  const fields: FieldValue[] = [
    { name: 'applicant.name', value: NAMES[language] },
    { name: 'agree', value: true },
    { name: 'plan', value: premium.exportValue! },
    { name: 'city', value: 'Paris' },
  ];
  const date = dateStampText(LOCALES[language], day);
  const items: PlacedItem[] = places.map((place): PlacedItem => {
    if (place.kind === 'date') {
      return {
        kind: 'text',
        pageIndex: place.pageIndex,
        rect: place.rect,
        text: date,
        fontSize: 10,
        colour: ink,
      };
    }
    return {
      kind: 'image',
      pageIndex: place.pageIndex,
      rect: place.rect,
      png,
      alt: `${place.kind} of Ada`,
    };
  });
  for (const pageIndex of [0, 1, 2]) {
    items.push({
      kind: 'image',
      pageIndex,
      rect: { left: 20, top: 20, width: 45, height: 15 },
      png,
      alt: 'Initials',
    });
  }
  items.push({
    kind: 'mark',
    pageIndex: 0,
    rect: { left: 300, top: 160, width: 16, height: 16 },
    mark: 'tick',
    colour: ink,
  });
  const saved = await writeFilledPdf(original, items, fields, { flatten });
  return { original, widgets, places, saved, date };
}

describe.each(['en', 'de'] as FixtureLanguage[])('a form in %s', (language) => {
  const words = WORDS[language];

  test('its fields are read where the page shows them', async () => {
    const { widgets } = await fillAndSign(language, true);
    const byName = (name: string) => widgets.filter((w) => w.name === name);
    expect(widgets.map((w) => `${w.name}:${w.kind}`)).toEqual([
      'applicant.name:text',
      'agree:checkbox',
      'plan:radio',
      'plan:radio',
      'city:dropdown',
      'tenantSignature:signature',
    ]);
    const near = (
      w: FormWidget,
      r: { left: number; top: number; width: number; height: number },
    ) => {
      expect(Math.abs(w.rect.left - r.left)).toBeLessThan(1);
      expect(Math.abs(w.rect.top - r.top)).toBeLessThan(1);
      expect(Math.abs(w.rect.width - r.width)).toBeLessThan(2);
    };
    near(byName('applicant.name')[0], FIELD_RECTS.name);
    near(byName('tenantSignature')[0], FIELD_RECTS.signature);
    expect(byName('agree')[0]).toMatchObject({ value: false, exportValue: 'Yes' });
    expect(byName('city')[0].options).toEqual(['Berlin', 'Madrid', 'Paris']);
    expect(byName('tenantSignature')[0].value).toBe('');
  });

  test('the places to sign are found in reading order on every page, the turned one too', async () => {
    const { places } = await fillAndSign(language, true);
    expect(places.map((p) => `${p.pageIndex}:${p.kind}:${p.source}`)).toEqual([
      '0:signature:field',
      '0:date:word',
      '1:signature:word',
      '1:date:word',
      '2:signature:word', // on the rule at 556
      '2:initials:word', // at 640
    ]);
    // Page 2 is shown turned: its "Signature: ___" line starts 72 pt from the left, baseline 400.
    const signature = places[2];
    expect(signature.label).toBe(words.signature);
    expect(signature.rect.left).toBeGreaterThan(72 + 40);
    expect(signature.rect.top + signature.rect.height).toBeCloseTo(400 + 2.4, 0);
    expect(places[3].rect.left).toBeGreaterThan(500);
    // The landlord's line: on the rule above the words.
    expect(places[4].rect.top + places[4].rect.height).toBeLessThan(574 - 8);
  });

  test('flattened: the filled fields and the items in the page content, the empty signature field still live, every word kept', async () => {
    const { original, saved, date } = await fillAndSign(language, true);
    const reloaded = await PDFDocument.load(saved);
    expect(
      reloaded
        .getForm()
        .getFields()
        .map((field) => field.getName()),
    ).toEqual(['tenantSignature']);
    expect(reloaded.getPageCount()).toBe(3);
    const before = await pageTexts(original);
    const after = await readPdf(saved);
    after.forEach((page, i) => {
      for (const word of before[i].split(/\s+/).filter(Boolean)) expect(page.text).toContain(word);
    });
    expect(after[0].text).toContain(NAMES[language]);
    expect(after[0].text).toContain('Paris');
    expect(after[0].text).toContain(date);
    expect(after[1].text).toContain(date);
    // Page 1: its initials and the signature in the field; the others: initials and signature.
    expect(after.map((page) => page.images.length)).toEqual([2, 2, 3]);
    expect(after.every((page) => page.images.every((image) => image.upright))).toBe(true);
  });

  test('not flattened: the fields stay live and hold their values', async () => {
    const { saved } = await fillAndSign(language, false);
    const form = (await PDFDocument.load(saved)).getForm();
    expect(form.getTextField('applicant.name').getText()).toBe(NAMES[language]);
    expect(form.getCheckBox('agree').isChecked()).toBe(true);
    expect(form.getRadioGroup('plan').getSelected()).toBe('premium');
    expect(form.getDropdown('city').getSelected()).toEqual(['Paris']);
    const doc = await open(saved);
    const again = await readFormWidgets(doc, await readPages(doc));
    await doc.destroy();
    const value = (name: string) => again.filter((w) => w.name === name).map((w) => w.value);
    expect(value('applicant.name')).toEqual([NAMES[language]]);
    expect(value('agree')).toEqual([true]);
    expect(value('plan')).toEqual([false, true]);
    expect(value('city')).toEqual(['Paris']);
  });
});

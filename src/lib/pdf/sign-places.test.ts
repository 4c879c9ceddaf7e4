import { expect, test } from 'vitest';
import type { FormWidget } from './fill-types.ts';
import type { TextRun } from './page-text.ts';
import { findSignPlaces, readingOrder } from './sign-places.ts';

const page = { index: 0, width: 600, height: 800 };
/** A run whose baseline starts at (left, baseline), half an em per character. */
const run = (text: string, left: number, baseline: number, size = 12): TextRun => ({
  text,
  rect: { left, top: baseline - 0.8 * size, width: text.length * 0.5 * size, height: size },
  size,
});

test('a signature goes over the underscores after its label, 3:1 and standing on the line', () => {
  // "Signature: " is 11 characters (66 pt), then 20 underscores (120 pt) from 138 to 258.
  const [place] = findSignPlaces([run('Signature: ____________________', 72, 400)], [], page);
  expect(place).toMatchObject({ kind: 'signature', source: 'word', label: 'Signature:' });
  expect(place.rect.left).toBeCloseTo(138);
  expect(place.rect.width).toBeCloseTo(90); // 2.5 lines of 12 pt tall, 3:1
  expect(place.rect.height).toBeCloseTo(30);
  expect(place.rect.top + place.rect.height).toBeCloseTo(402.4); // the label's bottom
});

test('a short rule shrinks the signature to fit; a date is a line-high box', () => {
  const places = findSignPlaces(
    [run('Unterschrift:', 72, 400), run('______', 154, 400), run('Datum: ________', 300, 400)],
    [],
    page,
  );
  expect(places.map((p) => p.kind)).toEqual(['signature', 'date']);
  expect(places[0].rect.width).toBeCloseTo(36);
  expect(places[0].rect.height).toBeCloseTo(12);
  expect(places[1].rect).toMatchObject({ left: 342, height: 12 });
  expect(places[1].rect.width).toBeCloseTo(48);
});

test('a label under a rule signs on the rule; one with blank beside it signs in the blank', () => {
  const [above] = findSignPlaces(
    [run('______________________', 40, 556), run('Signature of the landlord', 40, 574, 10)],
    [],
    page,
  );
  expect(above.rect.left).toBe(40);
  expect(above.rect.top + above.rect.height).toBeCloseTo(558.4); // on the rule
  const [blank] = findSignPlaces([run('Initials:', 300, 640), run('Page 3', 500, 640)], [], page);
  expect(blank.kind).toBe('initials');
  expect(blank.rect.left).toBeCloseTo(300 + 54 + 6);
  expect(blank.rect.left + blank.rect.width).toBeLessThanOrEqual(494);
  expect(blank.rect.width / blank.rect.height).toBeCloseTo(1.5);
});

test('running text that mentions a signature asks for nothing', () => {
  const runs = [
    run('The signature policy of this agreement applies to all.', 40, 100),
    run('Please see the', 40, 120),
    run('Signature', 124, 120), // bold, tight against the words before it
    run('section below.', 178, 120),
  ];
  expect(findSignPlaces(runs, [], page)).toEqual([]);
});

const signatureField: FormWidget = {
  name: 'tenantSignature',
  kind: 'signature',
  pageIndex: 0,
  rect: { left: 150, top: 300, width: 200, height: 40 },
  value: '',
  readOnly: false,
};

test('an empty signature field is a place; its label beside it is not a second one', () => {
  const places = findSignPlaces([run('Signature:', 72, 330)], [signatureField], page);
  expect(places).toEqual([
    {
      pageIndex: 0,
      kind: 'signature',
      rect: signatureField.rect,
      source: 'field',
      label: 'tenantSignature',
    },
  ]);
  // A signed one, or one on another page, is not.
  expect(findSignPlaces([], [{ ...signatureField, value: 'signed' }], page)).toEqual([]);
  expect(findSignPlaces([], [{ ...signatureField, pageIndex: 1 }], page)).toEqual([]);
});

test('reading order: page, then line by line from the top, then left to right', () => {
  const at = (pageIndex: number, left: number, top: number, height = 12) => ({
    pageIndex,
    kind: 'date' as const,
    rect: { left, top, width: 40, height },
    source: 'word' as const,
    label: `${pageIndex}:${left},${top}`,
  });
  const order = readingOrder([
    at(1, 10, 10),
    at(0, 300, 372.4, 30), // a signature standing on the line…
    at(0, 72, 390.4), // …and a date left of it on the same line
    at(0, 500, 100),
    at(0, 40, 430), // the next line
  ]).map((p) => p.label);
  expect(order).toEqual(['0:500,100', '0:72,390.4', '0:300,372.4', '0:40,430', '1:10,10']);
});

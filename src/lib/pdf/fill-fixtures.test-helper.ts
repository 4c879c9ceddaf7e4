// Form PDFs for the Fill & Sign tests, made with pdf-lib: three pages (the second turned 90°,
// the third with a CropBox whose origin is not (0, 0)), a text field, a check box, a radio group,
// a drop-down, an empty signature field, "Signature:", "Date:" and "Initials:" lines and a
// paragraph that mentions signatures without asking for one; in English or German. Text is laid
// out in displayed coordinates, so every page reads upright whatever its rotation.
import { PDFDocument, PDFName, PDFString, StandardFonts, degrees } from '@cantoo/pdf-lib';
import type { PDFFont, PDFPage } from '@cantoo/pdf-lib';
import { normalizeRotation, toUserSpace, visibleBox, type ViewRect } from './page-geometry.ts';

export type FixtureLanguage = 'en' | 'de';

export const WORDS = {
  en: {
    title: 'Rental application',
    name: 'Name',
    agree: 'I agree',
    signature: 'Signature:',
    date: 'Date:',
    initials: 'Initials:',
    under: 'Signature of the landlord',
    paragraph: 'The signature policy of this agreement applies to all parties and signatories.',
  },
  de: {
    title: 'Mietantrag',
    name: 'Name',
    agree: 'Einverstanden',
    signature: 'Unterschrift:',
    date: 'Datum:',
    initials: 'Initialen:',
    under: 'Unterschrift des Vermieters',
    paragraph: 'Die Unterschrift unter diesem Vertrag gilt für alle Parteien und Unterzeichner.',
  },
} as const;

/** Where the fixture's fields sit on page 1 (displayed = user space there: no rotation, no crop). */
export const FIELD_RECTS = {
  name: { left: 140, top: 115, width: 250, height: 22 },
  agree: { left: 72, top: 170, width: 14, height: 14 },
  basic: { left: 72, top: 210, width: 14, height: 14 },
  premium: { left: 160, top: 210, width: 14, height: 14 },
  city: { left: 72, top: 250, width: 150, height: 22 },
  signature: { left: 150, top: 300, width: 200, height: 40 },
} satisfies Record<string, ViewRect>;

export const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">Fixture XMP title</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

export interface FormPdfOptions {
  language?: FixtureLanguage;
  /** A structure tree and /MarkInfo /Marked true, as a tagged PDF has. */
  tagged?: boolean;
  /** An /XFA entry in the AcroForm, as a hybrid XFA form has. */
  xfa?: boolean;
}

export async function makeFormPdf(options: FormPdfOptions = {}): Promise<Uint8Array> {
  const words = WORDS[options.language ?? 'en'];
  const doc = await PDFDocument.create();
  doc.setTitle(words.title);
  doc.setAuthor('InkLift tests');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const p1 = doc.addPage([612, 792]);
  const p2 = doc.addPage([612, 792]);
  p2.setRotation(degrees(90));
  const p3 = doc.addPage([595, 842]);
  p3.setCropBox(40, 60, 500, 700);

  write(p1, font, words.title, 72, 72, 18);
  write(p1, font, words.name, 72, 130);
  write(p1, font, words.agree, 92, 181);
  write(p1, font, words.signature, 72, 330);
  write(p1, font, words.date, 380, 330);
  write(p1, font, '______________', 420, 330);
  addFields(doc, p1);

  write(p2, font, `${words.signature} ____________________`, 72, 400);
  write(p2, font, `${words.date} ______________`, 500, 400);

  write(p3, font, words.paragraph, 20, 100, 9);
  write(p3, font, words.initials, 300, 640);
  write(p3, font, '______________________', 40, 556);
  write(p3, font, words.under, 40, 574, 10);

  doc.catalog.set(
    PDFName.of('Metadata'),
    doc.context.register(doc.context.stream(XMP, { Type: 'Metadata', Subtype: 'XML' })),
  );
  if (options.tagged) tag(doc);
  if (!options.xfa) return doc.save();
  // pdf-lib strips XFA whenever its form is touched, saving included: set it on the saved file.
  const withXfa = await PDFDocument.load(await doc.save(), { preserveXFA: true });
  const xfa = withXfa.context.stream('<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"/>');
  withXfa.getForm().acroForm.dict.set(PDFName.of('XFA'), withXfa.context.register(xfa));
  return withXfa.save({ updateFieldAppearances: false });
}

/** Text whose baseline starts at (u, v) on the displayed page, upright as the reader sees it. */
export function write(page: PDFPage, font: PDFFont, text: string, u: number, v: number, size = 12) {
  const box = visibleBox(page.getMediaBox(), page.getCropBox());
  const rotation = normalizeRotation(page.getRotation().angle);
  page.drawText(text, {
    ...toUserSpace(u, v, box, rotation),
    size,
    font,
    rotate: degrees(rotation),
  });
}

const userRect = (r: ViewRect, pageHeight: number) => ({
  x: r.left,
  y: pageHeight - r.top - r.height,
  width: r.width,
  height: r.height,
});

function addFields(doc: PDFDocument, page: PDFPage) {
  const form = doc.getForm();
  const h = page.getHeight();
  form.createTextField('applicant.name').addToPage(page, userRect(FIELD_RECTS.name, h));
  form.createCheckBox('agree').addToPage(page, userRect(FIELD_RECTS.agree, h));
  const plan = form.createRadioGroup('plan');
  plan.addOptionToPage('basic', page, userRect(FIELD_RECTS.basic, h));
  plan.addOptionToPage('premium', page, userRect(FIELD_RECTS.premium, h));
  const city = form.createDropdown('city');
  city.addOptions(['Berlin', 'Madrid', 'Paris']);
  city.addToPage(page, userRect(FIELD_RECTS.city, h));
  // pdf-lib makes no signature fields: an empty /FT /Sig widget, as Acrobat leaves one.
  const r = userRect(FIELD_RECTS.signature, h);
  const signature = doc.context.register(
    doc.context.obj({
      FT: 'Sig',
      T: PDFString.of('tenantSignature'),
      Type: 'Annot',
      Subtype: 'Widget',
      Rect: [r.x, r.y, r.x + r.width, r.y + r.height],
      F: 4,
      P: page.ref,
    }),
  );
  page.node.addAnnot(signature);
  form.acroForm.addField(signature);
}

function tag(doc: PDFDocument) {
  const root = doc.context.obj({ Type: 'StructTreeRoot' });
  const rootRef = doc.context.register(root);
  const documentElement = doc.context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: [] });
  root.set(PDFName.of('K'), doc.context.register(documentElement));
  doc.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
  doc.catalog.set(PDFName.of('MarkInfo'), doc.context.obj({ Marked: true }));
}

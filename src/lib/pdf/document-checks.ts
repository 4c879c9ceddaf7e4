// Cheap checks the Sign page makes once pdf.js has opened a document, before any work is done:
// whether it is an XFA form (its fields cannot be filled here; a signature can still be placed),
// and whether its author restricted changes with an owner password (the signed copy is still
// saved, with the same restrictions: see pdf-protection.ts). Both read what pdf.js already parsed.
import type { PdfJsDocument } from './pdfjs-shapes.ts';

/** Whether the document's form is XFA (an AcroForm with /XFA, hybrid or pure). */
export async function isXfaForm(doc: PdfJsDocument): Promise<boolean> {
  const { info } = await doc.getMetadata();
  return (info as { IsXFAPresent?: boolean }).IsXFAPresent === true;
}

/** What the document's permissions allow, or null when it restricts nothing. */
export interface ChangeRestrictions {
  modifying: boolean;
  annotating: boolean;
  fillingForms: boolean;
  printing: boolean;
  copying: boolean;
}

// pdf.js's PermissionFlag values (the /P bits).
const PRINT = 0x04;
const MODIFY_CONTENTS = 0x08;
const COPY = 0x10;
const MODIFY_ANNOTATIONS = 0x20;
const FILL_INTERACTIVE_FORMS = 0x100;

export async function changeRestrictions(doc: PdfJsDocument): Promise<ChangeRestrictions | null> {
  const allowed = await doc.getPermissions();
  if (!allowed) return null;
  const has = (flag: number) => allowed.includes(flag);
  const restrictions = {
    modifying: has(MODIFY_CONTENTS),
    annotating: has(MODIFY_ANNOTATIONS),
    fillingForms: has(FILL_INTERACTIVE_FORMS),
    printing: has(PRINT),
    copying: has(COPY),
  };
  return Object.values(restrictions).every(Boolean) ? null : restrictions;
}

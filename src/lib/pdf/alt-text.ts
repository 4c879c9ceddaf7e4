// Alternative text for a picture drawn on a page. In a tagged PDF (a structure tree, /MarkInfo
// /Marked true) the picture becomes a Figure structure element with /Alt, linked to its marked
// content as ISO 32000-1 §14.7 asks: screen readers, Acrobat and pdf.js (getStructTree) read it.
// An untagged PDF gets no structure tree, because a tree holding only the picture would tell
// assistive technology the document is tagged and hide its text; the picture is wrapped in a
// marked-content sequence whose property list carries /Alt instead (§14.9.3), which is where an
// untagged document can hold it. pdf-lib's low-level objects only; nothing is drawn here.
import type * as PdfLib from '@cantoo/pdf-lib';
import type { PDFArray, PDFDict, PDFDocument, PDFOperator, PDFPage } from '@cantoo/pdf-lib';

type Lib = typeof PdfLib;

/** The operators to draw before and after the picture. */
export function altTextMarks(
  lib: Lib,
  doc: PDFDocument,
  page: PDFPage,
  alt: string,
): { begin: PDFOperator; end: PDFOperator } {
  const { PDFName, PDFHexString, PDFOperator: Operator, PDFOperatorNames: Ops } = lib;
  const end = Operator.of(Ops.EndMarkedContent);
  const text = PDFHexString.fromText(alt);
  const root = taggedRoot(lib, doc);
  if (!root) {
    const props = `<< /Alt ${text.toString()} >>`; // an inline property list, written as is
    return { begin: Operator.of(Ops.BeginMarkedContentSequence, [PDFName.of('Span'), props]), end };
  }
  const { mcids, mcid } = pageMarkedContent(lib, doc, root, page);
  const parentRef = topElement(lib, doc, root);
  const parent = doc.context.lookup(parentRef, lib.PDFDict);
  const figure = doc.context.register(
    doc.context.obj({ Type: 'StructElem', S: 'Figure', P: parentRef, Pg: page.ref, K: mcid }),
  );
  doc.context.lookup(figure, lib.PDFDict).set(PDFName.of('Alt'), text);
  kidsOf(lib, doc, parent).push(figure);
  mcids.push(figure);
  const props = `<< /MCID ${mcid} >>`;
  return { begin: Operator.of(Ops.BeginMarkedContentSequence, [PDFName.of('Figure'), props]), end };
}

function taggedRoot(lib: Lib, doc: PDFDocument): PDFDict | undefined {
  const markInfo = doc.catalog.lookupMaybe(lib.PDFName.of('MarkInfo'), lib.PDFDict);
  const marked = markInfo?.lookupMaybe(lib.PDFName.of('Marked'), lib.PDFBool)?.asBoolean();
  if (!marked) return undefined;
  return doc.catalog.lookupMaybe(lib.PDFName.of('StructTreeRoot'), lib.PDFDict);
}

/** The element new figures go under: the root's single top element (usually /Document), else
 *  the root itself. */
function topElement(lib: Lib, doc: PDFDocument, root: PDFDict) {
  const k = root.get(lib.PDFName.of('K'));
  const first = k instanceof lib.PDFArray && k.size() === 1 ? k.get(0) : k;
  if (first instanceof lib.PDFRef) {
    const element = doc.context.lookup(first);
    if (element instanceof lib.PDFDict) return first;
  }
  const ref = doc.context.getObjectRef(root);
  if (ref) return ref;
  const registered = doc.context.register(root);
  doc.catalog.set(lib.PDFName.of('StructTreeRoot'), registered);
  return registered;
}

/** An element's /K as an array (made one if it was a single kid or missing). */
function kidsOf(lib: Lib, doc: PDFDocument, element: PDFDict): PDFArray {
  const key = lib.PDFName.of('K');
  const k = element.get(key);
  if (k instanceof lib.PDFArray) return k;
  const resolved = k && doc.context.lookup(k);
  if (resolved instanceof lib.PDFArray) return resolved;
  const array = doc.context.obj(k ? [k] : []);
  element.set(key, array);
  return array;
}

/** The page's entry in the parent tree (its marked-content ids' elements, by MCID) and the next
 *  free MCID, creating the page's /StructParents and the tree as needed. */
function pageMarkedContent(lib: Lib, doc: PDFDocument, root: PDFDict, page: PDFPage) {
  const { PDFName, PDFNumber } = lib;
  let tree = root.lookupMaybe(PDFName.of('ParentTree'), lib.PDFDict);
  if (!tree) {
    tree = doc.context.obj({ Nums: [] });
    root.set(PDFName.of('ParentTree'), doc.context.register(tree));
  }
  const existing = page.node.lookupMaybe(PDFName.of('StructParents'), PDFNumber)?.asNumber();
  if (existing !== undefined) {
    const found = findInNumberTree(lib, tree, existing);
    if (found instanceof lib.PDFArray) return { mcids: found, mcid: found.size() };
  }
  const key = existing ?? nextKey(lib, doc, root, tree);
  const mcids = doc.context.obj([]);
  const mcidsRef = doc.context.register(mcids);
  const kids = tree.lookupMaybe(PDFName.of('Kids'), lib.PDFArray);
  if (kids) {
    const leaf = doc.context.obj({ Limits: [key, key], Nums: [key, mcidsRef] });
    kids.push(doc.context.register(leaf));
  } else {
    const nums = tree.lookupMaybe(PDFName.of('Nums'), lib.PDFArray) ?? doc.context.obj([]);
    nums.push(PDFNumber.of(key));
    nums.push(mcidsRef);
    tree.set(PDFName.of('Nums'), nums);
  }
  page.node.set(PDFName.of('StructParents'), PDFNumber.of(key));
  root.set(PDFName.of('ParentTreeNextKey'), PDFNumber.of(key + 1));
  return { mcids, mcid: 0 };
}

function findInNumberTree(lib: Lib, node: PDFDict, key: number): unknown {
  const nums = node.lookupMaybe(lib.PDFName.of('Nums'), lib.PDFArray);
  for (let i = 0; nums && i + 1 < nums.size(); i += 2) {
    const k = nums.lookup(i);
    if (k instanceof lib.PDFNumber && k.asNumber() === key) return nums.lookup(i + 1);
  }
  const kids = node.lookupMaybe(lib.PDFName.of('Kids'), lib.PDFArray);
  for (let i = 0; kids && i < kids.size(); i++) {
    const found = findInNumberTree(lib, kids.lookup(i, lib.PDFDict), key);
    if (found) return found;
  }
  return undefined;
}

function nextKey(lib: Lib, doc: PDFDocument, root: PDFDict, tree: PDFDict): number {
  const declared = root.lookupMaybe(lib.PDFName.of('ParentTreeNextKey'), lib.PDFNumber);
  let max = -1;
  const visit = (node: PDFDict) => {
    const nums = node.lookupMaybe(lib.PDFName.of('Nums'), lib.PDFArray);
    for (let i = 0; nums && i < nums.size(); i += 2) {
      const k = nums.lookup(i);
      if (k instanceof lib.PDFNumber) max = Math.max(max, k.asNumber());
    }
    const kids = node.lookupMaybe(lib.PDFName.of('Kids'), lib.PDFArray);
    for (let i = 0; kids && i < kids.size(); i++) visit(kids.lookup(i, lib.PDFDict));
  };
  visit(tree);
  // Every page with marked content already has a key; others may use keys for annotations.
  for (const other of doc.getPages()) {
    const k = other.node.lookupMaybe(lib.PDFName.of('StructParents'), lib.PDFNumber);
    if (k) max = Math.max(max, k.asNumber());
  }
  return Math.max(max + 1, declared?.asNumber() ?? 0);
}

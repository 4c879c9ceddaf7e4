// Handwriting among print (issue 23): on a photo of a printed form the sheet holds rows of
// printed words as well as the signature, and a crop of all the ink is the whole sheet. Print is
// many pieces of ink of one height (letters and words of a line of type); handwriting is several
// times taller. So where the pieces of ink (8-connected, on the sheet) are mostly print — at
// least `minPrint` pieces, and `printShare` of them, within a factor of `printSpread` of their
// median height (a page of handwriting varies more; the parameters in paper-params.ts) — the
// pieces at least `taller` times that height are handwriting: the largest, and the others of them
// within its own height of it (a signature in two words, an initial apart), with the long pieces
// under it within its width (its underline, a flourish apart). A thin line running past the signature (the form's printed
// rule, however it is tilted) and a filled region (a shadow the threshold takes) are never the
// signature. Printed words, the rule and its label are left out unless they touch the ink. Pure;
// typed arrays only.
import type { Rect } from '../capture/guide-box.ts';
import { PAPER_PARAMS, type PaperParams } from './paper-params.ts';
import { pieces, type Piece } from './pieces.ts';

/**
 * The box of the handwriting among print on `ink` (1 = ink, on the sheet), or null when the ink
 * holds no print (a signature alone: every piece counts, as the caller decides). `settings`:
 * `handwriting` of paper-params.ts.
 */
export function handwritingBox(
  ink: Uint8Array,
  width: number,
  height: number,
  sheet: Rect = { x: 0, y: 0, width, height },
  settings: PaperParams['handwriting'] = PAPER_PARAMS.handwriting,
): Rect | null {
  const { minPiece, minPrint, printShare, printSpread, taller, lineWidth } = settings;
  const { underSlack, underShare, maxHeight, maxFill } = settings;
  const found = pieces(ink, width, height).filter((piece) => piece.size >= minPiece);
  if (found.length < minPrint) return null;
  const heights = found.map((piece) => piece.bottom - piece.top + 1);
  const sorted = [...heights].sort((a, b) => a - b);
  const median = sorted[(sorted.length - 1) >> 1];
  let print = 0;
  for (const h of heights) if (h >= median / printSpread && h <= median * printSpread) print++;
  if (print < minPrint || print < printShare * found.length) return null;
  const straight = (piece: Piece) =>
    piece.size <=
    lineWidth * Math.hypot(piece.right - piece.left + 1, piece.bottom - piece.top + 1);
  const area = (p: Piece) => (p.right - p.left + 1) * (p.bottom - p.top + 1);
  const strokes = (p: Piece) => p.size <= maxFill * area(p);
  // A signature is a line of writing: not a third of the sheet (a shadow's edge, the sheet's own
  // border), and off the picture's edge.
  const inside = (p: Piece) =>
    p.bottom - p.top + 1 <= maxHeight * sheet.height &&
    p.left > 0 &&
    p.top > 0 &&
    p.right < width - 1 &&
    p.bottom < height - 1;
  const tall = found.map(
    (piece, k) =>
      heights[k] >= taller * median && !straight(piece) && strokes(piece) && inside(piece),
  );
  let seed = -1;
  for (let k = 0; k < found.length; k++) {
    if (tall[k] && (seed < 0 || found[k].size > found[seed].size)) seed = k;
  }
  if (seed < 0) return null;
  const s = found[seed];
  const reach = s.bottom - s.top + 1;
  const box = { left: s.left, top: s.top, right: s.right, bottom: s.bottom };
  for (let k = 0; k < found.length; k++) {
    const p = found[k];
    const near =
      p.left <= s.right + reach &&
      p.right >= s.left - reach &&
      p.top <= s.bottom + reach &&
      p.bottom >= s.top - reach;
    // With the seed: the other tall pieces near it, and the long pieces under it, level with it
    // or below, within its width (its underline, a stroke apart) — not the print above or below
    // it (words are short against a signature), nor a line running past it (the form's rule).
    const slack = underSlack * (s.right - s.left);
    const under =
      p.top >= s.top &&
      p.left >= s.left - slack &&
      p.right <= s.right + slack &&
      p.right - p.left >= underShare * (s.right - s.left);
    const rule = straight(p) && p.right - p.left > s.right - s.left;
    if (k === seed || !near || !(tall[k] || (under && !rule))) continue;
    box.left = Math.min(box.left, p.left);
    box.top = Math.min(box.top, p.top);
    box.right = Math.max(box.right, p.right);
    box.bottom = Math.max(box.bottom, p.bottom);
  }
  return {
    x: box.left,
    y: box.top,
    width: box.right - box.left + 1,
    height: box.bottom - box.top + 1,
  };
}

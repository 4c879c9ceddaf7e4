// Printed matter on a sheet (issue 23, the crop proposal): rows of printed words, a
// "Signature:" label and the form's printed rule the signature sits on. The letters come from a
// small stroke font of our own (no font files): each glyph is one to three strokes — stems,
// bowls, bars, diagonals — in an x-height box, drawn with the style's constant stroke width, so
// the print has what sets it apart from handwriting: one height per line, one stroke width,
// straight baselines, even spacing. Three styles (light, regular, bold) and sizes. Laid out in the
// sheet's own frame and turned with it. Coverage 0..1 per pixel; never ink.
import { lineCover, sheetFrame } from './layers.ts';
import type { PrintedForm, Sheet } from './scene.ts';

/** A segment in the sheet's frame (px from its top-left corner). */
type Segment = PrintedForm['rule'];

/** The strokes of one glyph in a unit box (x 0..1 across, y 0 at the x-height line, 1 at the
 * baseline; ascenders reach −0.6, descenders 1.5). */
function glyph(r: () => number): Segment[] {
  const stem = (x: number, top: number, bottom: number): Segment => [x, top, x, bottom];
  const bowl = (): Segment[] => {
    const out: Segment[] = [];
    for (let k = 0; k < 10; k++) {
      const a0 = (k / 10) * 2 * Math.PI;
      const a1 = ((k + 1) / 10) * 2 * Math.PI;
      out.push([
        0.5 + 0.42 * Math.cos(a0),
        0.5 + 0.5 * Math.sin(a0),
        0.5 + 0.42 * Math.cos(a1),
        0.5 + 0.5 * Math.sin(a1),
      ]);
    }
    return out;
  };
  switch (Math.floor(r() * 7)) {
    case 0: // l, i
      return [stem(0.3, r() < 0.5 ? -0.6 : 0, 1)];
    case 1: // n, h
      return [stem(0.1, r() < 0.3 ? -0.6 : 0, 1), [0.1, 0.15, 0.85, 0.1], stem(0.85, 0.1, 1)];
    case 2: // o
      return bowl();
    case 3: // d, b, p, q
      return [...bowl(), stem(r() < 0.5 ? 0.92 : 0.08, r() < 0.5 ? -0.6 : 0, r() < 0.7 ? 1 : 1.5)];
    case 4: // v, x
      return r() < 0.5
        ? [
            [0, 0, 0.5, 1],
            [0.5, 1, 1, 0],
          ]
        : [
            [0, 0, 1, 1],
            [1, 0, 0, 1],
          ];
    case 5: // e, c
      return [...bowl().slice(1, 9), [0.1, 0.5, 0.9, 0.5]];
    default: // t, f
      return [stem(0.4, -0.4, 1), [0.1, 0.05, 0.8, 0.05]];
  }
}

const STYLES = [0.08, 0.12, 0.18]; // stroke width as a share of the x-height

/**
 * A printed form on a sheet `sheetWidth` × `sheetHeight` px: rows of words above and below a
 * "Signature:" line at `ruleAt` (share of the sheet's height), whose printed rule runs from the
 * label's end over `ruleLength` of the sheet's width.
 */
export function printedForm(
  r: () => number,
  sheetWidth: number,
  sheetHeight: number,
  ruleAt: number,
  ruleLength: number,
): PrintedForm {
  const segments: Segment[] = [];
  const widths: number[] = [];
  const size = sheetHeight * (0.006 + r() * 0.006); // x-height: 7–14 pt type on a page
  const stroke = Math.max(1, size * STYLES[Math.floor(r() * STYLES.length)]);
  const margin = sheetWidth * 0.08;
  const word = (x: number, baseline: number, letters: number, height = size) => {
    for (let k = 0; k < letters; k++) {
      for (const [x0, y0, x1, y1] of glyph(r)) {
        const at = (u: number, v: number): [number, number] => [
          x + (k * 0.85 + u * 0.7) * height,
          baseline - height + v * height,
        ];
        segments.push([...at(x0, y0), ...at(x1, y1)]);
        widths.push(stroke);
      }
    }
    return x + letters * 0.85 * height;
  };
  const rows = (from: number, to: number) => {
    for (let y = from; y < to; y += size * (2.6 + r() * 0.6)) {
      let x = margin;
      const end = sheetWidth - margin - (r() < 0.3 ? r() * sheetWidth * 0.4 : 0);
      while (x < end) {
        x = word(x, y, 2 + Math.floor(r() * 8)) + size * 0.9;
      }
    }
  };
  const ruleY = sheetHeight * ruleAt;
  // The text above the signature's space and below its line; a heading in a larger size.
  word(margin, sheetHeight * 0.08, 6 + Math.floor(r() * 6), size * 1.8);
  rows(sheetHeight * 0.14, ruleY - sheetHeight * 0.12);
  const labelEnd = word(margin, ruleY, 9);
  rows(ruleY + sheetHeight * 0.08, sheetHeight * 0.9);
  const ruleStart = labelEnd + size * 0.6;
  return {
    segments,
    widths,
    rule: [ruleStart, ruleY, ruleStart + sheetWidth * ruleLength, ruleY],
    ruleWidth: Math.max(1, stroke * 0.8),
  };
}

/** The form's coverage of each pixel of the picture (0..1), the sheet turned and placed. */
export function printedCover(
  form: PrintedForm,
  sheet: Sheet,
  width: number,
  height: number,
): Float32Array {
  const cover = new Float32Array(width * height);
  const { cos, sin, cx, cy, hw, hh } = sheetFrame(sheet, width, height);
  // Sheet frame → picture: (u, v) from the sheet's top-left corner.
  const toPicture = (u: number, v: number): [number, number] => {
    const du = u - hw;
    const dv = v - hh;
    return [cx + du * cos - dv * sin, cy + du * sin + dv * cos];
  };
  const all: [Segment, number][] = form.segments.map((s, k) => [s, form.widths[k]]);
  all.push([form.rule, form.ruleWidth]);
  for (const [[u0, v0, u1, v1], w] of all) {
    const [x0, y0] = toPicture(u0, v0);
    const [x1, y1] = toPicture(u1, v1);
    const pad = w / 2 + 1;
    const left = Math.max(0, Math.floor(Math.min(x0, x1) - pad));
    const right = Math.min(width - 1, Math.ceil(Math.max(x0, x1) + pad));
    const top = Math.max(0, Math.floor(Math.min(y0, y1) - pad));
    const bottom = Math.min(height - 1, Math.ceil(Math.max(y0, y1) + pad));
    const dx = x1 - x0;
    const dy = y1 - y0;
    const length2 = dx * dx + dy * dy || 1;
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const px = x + 0.5 - x0;
        const py = y + 0.5 - y0;
        const t = Math.min(1, Math.max(0, (px * dx + py * dy) / length2));
        const d = Math.hypot(px - t * dx, py - t * dy);
        const c = lineCover(d, w);
        const i = y * width + x;
        if (c > cover[i]) cover[i] = c;
      }
    }
  }
  return cover;
}

/** Where the rule's middle and the space above it lie in the picture (shares of the frame). */
export function signatureSpot(form: PrintedForm, sheet: Sheet, width: number, height: number) {
  const { cos, sin, cx, cy, hw, hh } = sheetFrame(sheet, width, height);
  const [u0, v0, u1] = form.rule;
  const u = (u0 + u1) / 2 - hw;
  const v = v0 - hh;
  const x = cx + u * cos - v * sin;
  const y = cy + u * sin + v * cos;
  return { x: x / width, y: y / height, length: (u1 - u0) / width };
}

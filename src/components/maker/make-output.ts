// Makes the output of the maker's current state: the PNG, its size, the ink's colour, and the
// SVG — for a drawing the strokes themselves (written now, it is only text), for a typed name a
// trace of the PNG made on demand (the tracer of Save SVG on the Capture screen). Browser only.
import { thicknessFactor } from '../../core/output/thickness.ts';
import { makeSvgBlob } from '../../lib/output/svg-on-demand.ts';
import type { WalletOrigin } from '../../lib/wallet/wallet-types.ts';
import { drawnShape } from './stroke-geometry.ts';
import { renderStrokesPng } from './render-strokes.ts';
import { strokesSvg } from './strokes-svg.ts';
import type { MakerState } from './maker-state.ts';
import { renderTextPng } from './render-text.ts';
import { INK_HEX, INK_RGB } from './inks.ts';

export interface MadeSignature {
  png: Blob;
  width: number;
  height: number;
  /** The ink as #rrggbb. */
  ink: string;
  origin: Extract<WalletOrigin, 'draw' | 'type'>;
  /** The SVG document when it is already made (a drawing's strokes); null: traced on demand. */
  svg: string | null;
  makeSvg(): Promise<Blob>;
}

const svgBlob = (svg: string) => new Blob([svg], { type: 'image/svg+xml' });

/** The output of the current mode; null when it has no ink yet. */
export async function makeOutput(state: MakerState): Promise<MadeSignature | null> {
  const rgb = INK_RGB[state.ink];
  const ink = INK_HEX[state.ink];
  const factor = thicknessFactor(state.thickness);
  if (state.mode === 'draw') {
    const shape = drawnShape(state.strokes, factor, state.trim);
    if (!shape) return null;
    const svg = strokesSvg(shape, ink);
    const png = await renderStrokesPng(shape, ink);
    const { width, height } = shape;
    return { png, width, height, ink, origin: 'draw', svg, makeSvg: async () => svgBlob(svg) };
  }
  if (state.text.trim() === '') return null;
  const typed = await renderTextPng({
    text: state.text.trim(),
    font: state.font,
    ink,
    thicknessFactor: factor,
    trim: state.trim,
  });
  if (!typed) return null;
  const { png, width, height, data } = typed;
  return {
    png,
    width,
    height,
    ink,
    origin: 'type',
    svg: null,
    makeSvg: () => makeSvgBlob({ data, width, height }, rgb),
  };
}

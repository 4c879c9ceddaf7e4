// The messages between the picture client and its worker (types only). Pictures travel as
// Blobs (cloned by reference, never copied pixel by pixel); the worker decodes, turns, crops,
// cleans and encodes, and answers with PNG Blobs and, for the crop step, a small preview.
import type { Rect } from '../../core/capture/guide-box.ts';
import type { Crop } from '../../core/capture/crop-geometry.ts';
import type { CleanOptions } from '../../core/clean/clean-options.ts';
import type { Correction } from '../../core/correct/corrections.ts';
import type { ResultHints } from '../../core/correct/result-hints.ts';
import type { SourceCheck } from '../../core/guidance/check-source.ts';
import type { Rgb } from '../../core/output/image-types.ts';
import type { InkColour } from '../../core/output/ink-colour.ts';

/** Decode a picture for the crop step: its size, a preview and where the signature seems to be. */
export interface OpenRequest {
  type: 'open';
  /** Names the picture across jobs so the worker can keep it decoded between them. */
  key: number;
  file: Blob;
}

/** Turn and crop a picture at full resolution, then clean it (or only encode the crop). */
export interface RenderRequest {
  type: 'render';
  key: number;
  file: Blob;
  crop: Crop | null;
  clean: CleanOptions | null;
  /** How the clean result becomes the output (soft edges follow the enhanced cleaner). */
  output: OutputRequest | null;
  /** A person's corrections, applied after the cleaner and before the output (core/correct). */
  corrections?: readonly Correction[];
  /** With the cleaned result, a copy of the cleaned crop itself at about preview size. */
  original?: boolean;
}

export interface OutputRequest {
  trim: boolean;
  colour: InkColour;
  /** The ink-thickness slider's value (core/output/thickness.ts); 0 or absent: as detected. */
  thickness?: number;
}

export type WorkRequest = OpenRequest | RenderRequest;

export interface OpenResult {
  type: 'open';
  width: number;
  height: number;
  scaledFromMegapixels: number | null;
  preview: ImageBitmap;
  /** The proposed crop, in the picture's pixels. */
  proposal: Rect;
}

export interface RenderResult {
  type: 'render';
  cleaned: Blob | null;
  picture: Blob | null;
  width: number;
  height: number;
  inkShare: number;
  /** The output's size and colours, when the job cleaned (`cleaned` is then the output PNG). */
  output: OutputInfo | null;
  /** What the live judge says of the cropped picture (blank, blurred), when the job cleaned. */
  check: SourceCheck | null;
  /** The corrections (by index) that changed nothing: a pick or a tap with no ink under it. */
  idle?: number[];
  /** What the result shows that the correction tools fix (a line kept, hollow strokes): the
   *  message under it points to the tool. */
  hints?: ResultHints;
  /** The crop as it was before the clean, when asked for (`original`), at most ORIGINAL_SIDE. */
  original?: Blob | null;
}

export interface OutputInfo {
  width: number;
  height: number;
  /** Where the output lies in the clean result (the trim's corner), in the clean's pixels. */
  x?: number;
  y?: number;
  /** The colour the ink was painted in (the SVG's fill). */
  ink: Rgb;
  /** The ink's own colour, for the Original swatch; null without ink. */
  original: Rgb | null;
}

export type WorkResult = OpenResult | RenderResult;

export type WorkStep = 'open' | 'crop' | 'clean';

/** Why a picture could not be used; the screen turns the code into advice. */
export type PictureErrorCode =
  | 'empty'
  | 'notImage'
  | 'heic'
  | 'unsupported'
  | 'drawing'
  | 'document'
  | 'corrupt'
  | 'tooLarge'
  | 'cleanFailed';

export type WorkResponse =
  | { id: number; ok: true; result: WorkResult }
  | { id: number; ok: false; code: PictureErrorCode; message: string }
  | { id: number; step: WorkStep };

/** Sent once by the worker when its script has loaded. */
export interface WorkerReady {
  ready: true;
}

export type WorkerMessage = WorkResponse | WorkerReady;

// The Capture screen's state: what the model (capture-model.ts) keeps and the events it takes,
// with the selectors components read it through. Types and pure functions only.
import type { Rect } from '../../core/capture/guide-box.ts';
import type { Crop } from '../../core/capture/crop-geometry.ts';
import type { CleanAlgorithm } from '../../core/clean/clean-options.ts';
import type { Correction } from '../../core/correct/corrections.ts';
import type { ResultHints } from '../../core/correct/result-hints.ts';
import type { SourceCheck } from '../../core/guidance/check-source.ts';
import type { InkColour } from '../../core/output/ink-colour.ts';
import type { OutputInfo } from '../../lib/clean/clean-protocol.ts';

export type { Crop };

export type SourceKind = 'camera' | 'photo';

/** The options a result is made with: the cleaner and the output's thickness, trim and colour. */
export interface CleanSettings {
  algorithm: CleanAlgorithm;
  /** The ink-thickness slider (core/output/thickness.ts): strokes half to twice as wide. */
  thickness: number;
  /** Cut the output to the ink's box plus a margin. */
  trim: boolean;
  colour: InkColour;
  /** More ink / less ink: the cleaner's threshold against the level it chose (grey levels). */
  inkLevel: number;
  /** A person's corrections of this result, in order (core/correct), and those undone. */
  corrections: readonly Correction[];
  undone: readonly Correction[];
}

/** The settings without a result's own corrections: what a new picture starts with. */
export function fresh(settings: CleanSettings): CleanSettings {
  return { ...settings, inkLevel: 0, corrections: [], undone: [] };
}

/** A picture as it came in, kept encoded: the photo file or the camera capture's PNG. */
export interface Picture {
  kind: SourceKind;
  file: Blob;
  /** Upright size in pixels (EXIF orientation applied, scaled to the pixel budget). */
  width: number;
  height: number;
  /** A photo over the pixel budget was scaled down: its own size in megapixels. */
  scaledFromMegapixels: number | null;
}

export interface Source {
  id: number;
  picture: Picture;
  crop: Crop | null;
  /** The uncleaned crop as PNG, when there is one (a camera capture; photos go straight to Clean). */
  png: Blob | null;
  width: number;
  height: number;
}

export interface CleanedResult {
  /** The output PNG (softened, trimmed, coloured): what is shown, saved, copied and shared. */
  png: Blob;
  settings: CleanSettings;
  inkShare: number;
  output: OutputInfo;
  /** The live judge's verdict on the picture that was cleaned: blank paper, blurred ink. */
  check: SourceCheck | null;
  /** The crop before cleaning, at about preview size (for pointing at the ink beside it). */
  original: Blob | null;
  /** The corrections (by index) that changed nothing. */
  idle: readonly number[];
  /** What the result shows that the correction tools fix (a line kept, hollow strokes). */
  hints: ResultHints;
}

export interface Current {
  source: Source;
  settings: CleanSettings;
  /** Always made from `source` with `settings` (the reducer keeps it so). */
  result: CleanedResult | null;
}

/** The crop step: a decoded, scaled-down view of a picture and the box it opens on. */
export interface CropDraft {
  picture: Picture;
  preview: ImageBitmap;
  initial: Crop;
  /** What Use this area cleans with; null keeps an uncleaned camera capture uncleaned. */
  settings: CleanSettings | null;
}

/** Re-cropping the current source: the crop it has and the settings its result needs. */
export interface Recrop {
  crop: Crop | null;
  settings: CleanSettings | null;
}

export type JobStep = 'open' | 'crop' | 'clean';

/** The screen's next step for the person; its button is the one primary button. */
export type NextStep = 'start' | 'capture' | 'clean' | 'save';

export type Job =
  | { kind: 'open'; id: number; file: Blob; pictureKind: SourceKind; recrop: Recrop | null }
  | {
      kind: 'render';
      id: number;
      picture: Picture;
      crop: Crop | null;
      /** null: only crop (a camera capture that was not cleaned yet). */
      settings: CleanSettings | null;
      /** The source whose result this makes, or null when it makes a new source. */
      sourceId: number | null;
    };

export type ProblemCode =
  | 'empty'
  | 'notImage'
  | 'heic'
  | 'unsupported'
  | 'drawing'
  | 'document'
  | 'corrupt'
  | 'tooLarge'
  | 'several'
  | 'folder'
  | 'text'
  | 'cleanFailed'
  | 'saveFailed';

export interface Problem {
  code: ProblemCode;
  /** The format's name, the size or the engine's message, where the text names it. */
  detail?: string;
}

export type Announcement =
  'captured' | 'cropReady' | 'cleaned' | 'cropped' | 'cancelled' | 'discarded';

export interface CaptureState {
  current: Current | null;
  cropping: CropDraft | null;
  job: Job | null;
  /** What the running job is doing now (kept apart so the job itself never changes). */
  step: JobStep | null;
  problem: Problem | null;
  /**
   * Options asked for while the current source's clean runs: they run next, and the running
   * job's answer (from older options) is dropped — a dragged slider runs only its latest value.
   */
  queued: CleanSettings | null;
  /** Options per kind of source: photos clean enhanced by default, camera captures as the spec. */
  preferred: Record<SourceKind, CleanSettings>;
  said: { what: Announcement; seq: number } | null;
  nextId: number;
}

export interface RenderOutput {
  /** The cleaned PNG, when the job cleaned. */
  cleaned: Blob | null;
  /** The uncleaned crop as PNG, when the job only cropped. */
  picture: Blob | null;
  width: number;
  height: number;
  inkShare: number;
  output: OutputInfo | null;
  check: SourceCheck | null;
  original?: Blob | null;
  idle?: readonly number[];
  hints?: ResultHints;
}

export type CaptureEvent =
  | { type: 'captured'; picture: Picture }
  | { type: 'photoChosen'; file: Blob }
  | { type: 'cropRequested' }
  | { type: 'opened'; jobId: number; picture: Picture; preview: ImageBitmap; proposal: Rect }
  | { type: 'cropConfirmed'; crop: Crop }
  | { type: 'cropCancelled' }
  | { type: 'cleanRequested' }
  | { type: 'settingsChanged'; settings: Partial<CleanSettings> }
  | { type: 'progressed'; jobId: number; step: JobStep }
  | { type: 'rendered'; jobId: number; output: RenderOutput }
  | { type: 'failed'; jobId: number; problem: Problem }
  | { type: 'cancelled' }
  | { type: 'rejected'; problem: Problem }
  | { type: 'discarded' };

const OUTPUT_DEFAULTS = {
  thickness: 0,
  trim: true,
  colour: 'original',
  inkLevel: 0,
  corrections: [],
  undone: [],
} as const satisfies Omit<CleanSettings, 'algorithm'>;

export const initialCaptureState: CaptureState = {
  current: null,
  cropping: null,
  job: null,
  step: null,
  problem: null,
  queued: null,
  preferred: {
    camera: { algorithm: 'spec', ...OUTPUT_DEFAULTS },
    photo: { algorithm: 'enhanced', ...OUTPUT_DEFAULTS },
  },
  said: null,
  nextId: 1,
};

/**
 * The options the screen shows: those of the clean that runs (a new crop's too, so Use this
 * area shows the cleaner it is cleaning with), else those of the current result.
 */
export function shownSettings(state: CaptureState): CleanSettings | null {
  const { job, current } = state;
  if (state.queued) return state.queued;
  if (job?.kind === 'render' && job.settings) return job.settings;
  return current?.settings ?? null;
}

/** A photo over the pixel budget was scaled: its megapixels (a notice, not an error). */
export function scaledFrom(state: CaptureState): number | null {
  const picture = state.cropping?.picture ?? state.current?.source.picture;
  return picture?.scaledFromMegapixels ?? null;
}

/** What Save writes: the cleaned result, else the uncleaned crop; nothing while a job runs. */
export function savable(state: CaptureState): Blob | null {
  if (state.job || state.cropping || !state.current) return null;
  return state.current.result?.png ?? state.current.source.png;
}

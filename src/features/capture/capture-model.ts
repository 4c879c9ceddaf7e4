// The Capture screen's state as one pure model: which picture is current (a camera capture or
// a photo), its crop, its clean result and the options that made it, the crop step, the one
// job in progress and what went wrong. Components render it and send events; the job runner
// (use-capture-jobs.ts) starts whatever `job` names and reports back with the job's id.
//
// Rules the reducer keeps, whatever order events arrive in:
// - one job at a time; a newer request replaces the running one (the runner aborts it);
// - an answer for a job that is no longer running is dropped, so a late result from an older
//   source or older options never becomes current;
// - a cancel or a failure leaves `current` exactly as it was (the previous result stays);
// - nothing can be saved while a job runs (see canSave).
import type { Rect } from '../../core/capture/guide-box.ts';
import type { Crop } from '../../core/capture/crop-geometry.ts';
import type { CleanAlgorithm } from '../../core/clean/clean-options.ts';

export type { Crop };

export type SourceKind = 'camera' | 'photo';

/** The options a result is made with. Later result options (trim, colour) join here. */
export interface CleanSettings {
  algorithm: CleanAlgorithm;
  thresholdOffset: number;
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
  png: Blob;
  settings: CleanSettings;
  inkShare: number;
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

export const initialCaptureState: CaptureState = {
  current: null,
  cropping: null,
  job: null,
  step: null,
  problem: null,
  preferred: {
    camera: { algorithm: 'spec', thresholdOffset: 0 },
    photo: { algorithm: 'enhanced', thresholdOffset: 0 },
  },
  said: null,
  nextId: 1,
};

const say = (state: CaptureState, what: Announcement): CaptureState['said'] => ({
  what,
  seq: (state.said?.seq ?? 0) + 1,
});

/** The options the screen shows: those of the clean that runs, else those of the current result. */
export function shownSettings(state: CaptureState): CleanSettings | null {
  const { job, current } = state;
  if (job?.kind === 'render' && job.sourceId !== null && job.settings) return job.settings;
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

type NewJob =
  Omit<Extract<Job, { kind: 'open' }>, 'id'> | Omit<Extract<Job, { kind: 'render' }>, 'id'>;

function startJob(state: CaptureState, job: NewJob, step: JobStep): CaptureState {
  const id = state.nextId;
  return { ...state, job: { ...job, id }, step, nextId: id + 1, problem: null };
}

/** The job is over (done, failed or cancelled). */
const idle = { job: null, step: null } as const;

function cleanJob(state: CaptureState, current: Current, settings: CleanSettings): CaptureState {
  const { picture, crop, id } = current.source;
  return startJob(state, { kind: 'render', picture, crop, settings, sourceId: id }, 'clean');
}

function finishRender(state: CaptureState, job: Job & { kind: 'render' }, out: RenderOutput) {
  const cleaned = out.cleaned && job.settings;
  const result =
    cleaned && out.cleaned
      ? { png: out.cleaned, settings: job.settings!, inkShare: out.inkShare }
      : null;
  if (job.sourceId !== null) {
    const current = state.current;
    if (!current || current.source.id !== job.sourceId || !result) return { ...state, ...idle };
    return {
      ...state,
      ...idle,
      current: { ...current, settings: result.settings, result },
      said: say(state, 'cleaned'),
    };
  }
  const { id, picture, crop } = job;
  const source = { id, picture, crop, png: out.picture, width: out.width, height: out.height };
  return becomeCurrent(state, source, job.settings, result, result ? 'cleaned' : 'cropped');
}

/** A new source is current: whatever ran or was being cropped for the old one is dropped. */
function becomeCurrent(
  state: CaptureState,
  source: Source,
  settings: CleanSettings | null,
  result: CleanedResult | null,
  what: Announcement,
): CaptureState {
  return {
    ...state,
    ...idle,
    current: { source, settings: settings ?? state.preferred[source.picture.kind], result },
    cropping: null,
    problem: null,
    said: say(state, what),
  };
}

export function captureReducer(state: CaptureState, event: CaptureEvent): CaptureState {
  const { job, current } = state;
  const isRunning = (jobId: number) => job !== null && job.id === jobId;
  switch (event.type) {
    case 'captured': {
      const { picture } = event;
      const { file: png, width, height } = picture;
      const id = state.nextId;
      const source = { id, picture, crop: null, png, width, height };
      return { ...becomeCurrent(state, source, null, null, 'captured'), nextId: id + 1 };
    }
    case 'photoChosen':
      // A newer picture wins over the crop step of an older one.
      return startJob(
        { ...state, cropping: null },
        { kind: 'open', file: event.file, pictureKind: 'photo', recrop: null },
        'open',
      );
    case 'cropRequested': {
      if (!current || job) return state;
      const { source, settings, result } = current;
      // An uncleaned camera capture stays uncleaned until Clean; anything cleaned is re-cleaned.
      const recrop = { crop: source.crop, settings: result || !source.png ? settings : null };
      const { file, kind } = source.picture;
      return startJob(state, { kind: 'open', file, pictureKind: kind, recrop }, 'open');
    }
    case 'opened': {
      if (!isRunning(event.jobId) || job?.kind !== 'open') return state;
      const { picture, preview, proposal } = event;
      const whole = { x: 0, y: 0, width: picture.width, height: picture.height };
      const initial = job.recrop
        ? (job.recrop.crop ?? { rect: whole, quarterTurns: 0 as const })
        : { rect: proposal, quarterTurns: 0 as const };
      const settings = job.recrop ? job.recrop.settings : state.preferred[picture.kind];
      return {
        ...state,
        ...idle,
        cropping: { picture, preview, initial, settings },
        said: say(state, 'cropReady'),
      };
    }
    case 'cropConfirmed': {
      const draft = state.cropping;
      if (!draft || job) return state;
      const { picture, settings } = draft;
      return startJob(
        { ...state, cropping: null },
        { kind: 'render', picture, crop: event.crop, settings, sourceId: null },
        'crop',
      );
    }
    case 'cropCancelled':
      return state.cropping ? { ...state, cropping: null } : state;
    case 'cleanRequested':
      if (!current || state.cropping) return state;
      return cleanJob(state, current, current.settings);
    case 'settingsChanged': {
      if (!current) return state;
      const base = shownSettings(state) ?? current.settings;
      const settings = { ...base, ...event.settings };
      const kind = current.source.picture.kind;
      const preferred = { ...state.preferred, [kind]: settings };
      const cleaning = job?.kind === 'render' && job.sourceId === current.source.id;
      if (job && !cleaning) return state; // no change while a picture opens or is cropped
      if (current.result || cleaning) return cleanJob({ ...state, preferred }, current, settings);
      return { ...state, preferred, current: { ...current, settings } };
    }
    case 'progressed':
      if (!isRunning(event.jobId)) return state;
      return { ...state, step: event.step };
    case 'rendered':
      if (!isRunning(event.jobId) || job?.kind !== 'render') return state;
      return finishRender(state, job, event.output);
    case 'failed':
      if (!isRunning(event.jobId)) return state;
      return { ...state, ...idle, problem: event.problem };
    case 'cancelled':
      if (!job) return state;
      return { ...state, ...idle, said: say(state, 'cancelled') };
    case 'rejected':
      return { ...state, problem: event.problem };
    case 'discarded':
      if (!current && !job) return state;
      return {
        ...state,
        current: null,
        cropping: null,
        ...idle,
        problem: null,
        said: say(state, 'discarded'),
      };
  }
}

// The Capture screen's state as one pure model: which picture is current (a camera capture or
// a photo), its crop, its clean result and the options that made it, the crop step, the one
// job in progress and what went wrong. Components render it and send events; the job runner
// (use-capture-jobs.ts) starts whatever `job` names and reports back with the job's id.
//
// Rules the reducer keeps, whatever order events arrive in:
// - one job at a time; a newer request replaces the running one (the runner aborts it), except
//   new options for the current source while it is cleaned: they wait in `queued`, and the
//   running clean's answer is dropped when it comes (latest only; the worker is not restarted);
// - an answer for a job that is no longer running is dropped, so a late result from an older
//   source or older options never becomes current;
// - a cancel or a failure leaves `current` exactly as it was (the previous result stays);
// - nothing can be saved while a job runs (see canSave).
import { NO_HINTS } from '../../core/correct/result-hints.ts';
import type {
  Announcement,
  CaptureEvent,
  CaptureState,
  CleanedResult,
  CleanSettings,
  Current,
  Job,
  JobStep,
  RenderOutput,
  Source,
} from './capture-state.ts';
import { fresh, shownSettings } from './capture-state.ts';

const say = (state: CaptureState, what: Announcement): CaptureState['said'] => ({
  what,
  seq: (state.said?.seq ?? 0) + 1,
});

type NewJob =
  Omit<Extract<Job, { kind: 'open' }>, 'id'> | Omit<Extract<Job, { kind: 'render' }>, 'id'>;

function startJob(state: CaptureState, job: NewJob, step: JobStep): CaptureState {
  const id = state.nextId;
  return { ...state, job: { ...job, id }, step, nextId: id + 1, problem: null, queued: null };
}

/** The job is over (done, failed or cancelled). */
const idle = { job: null, step: null, queued: null } as const;

function cleanJob(state: CaptureState, current: Current, settings: CleanSettings): CaptureState {
  const { picture, crop, id } = current.source;
  return startJob(state, { kind: 'render', picture, crop, settings, sourceId: id }, 'clean');
}

function finishRender(state: CaptureState, job: Job & { kind: 'render' }, out: RenderOutput) {
  const { cleaned, output, inkShare, check } = out;
  const original = out.original ?? null;
  const result =
    cleaned && output && job.settings
      ? {
          png: cleaned,
          settings: job.settings,
          inkShare,
          output,
          check,
          original,
          idle: out.idle ?? [],
          hints: out.hints ?? NO_HINTS,
        }
      : null;
  if (job.sourceId !== null) {
    const current = state.current;
    // Newer options wait: this answer is stale, the newest options run now.
    if (current && state.queued) return cleanJob(state, current, state.queued);
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
      // A new crop starts fresh too: corrections are in the old crop's pixels.
      const recrop = {
        crop: source.crop,
        settings: result || !source.png ? fresh(settings) : null,
      };
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
      // A new crop being cleaned: clean it again with the new options (the runner aborts it).
      if (job?.kind === 'render' && job.sourceId === null && job.settings) {
        const settings = { ...job.settings, ...event.settings };
        const preferred = { ...state.preferred, [job.picture.kind]: fresh(settings) };
        return startJob({ ...state, preferred }, { ...job, settings }, 'crop');
      }
      if (!current) return state;
      const base = shownSettings(state) ?? current.settings;
      const settings = { ...base, ...event.settings };
      const kind = current.source.picture.kind;
      // A new picture starts fresh: its corrections and ink level stay with this result.
      const preferred = { ...state.preferred, [kind]: fresh(settings) };
      const cleaning = job?.kind === 'render' && job.sourceId === current.source.id;
      if (job && !cleaning) return state; // no change while a picture opens
      if (cleaning) return { ...state, preferred, queued: settings };
      if (current.result) return cleanJob({ ...state, preferred }, current, settings);
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

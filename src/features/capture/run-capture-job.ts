// Runs one job of the capture model in the picture worker and reports back to the model with
// the job's id. Loaded with the first job (a photo or a Clean), not with the page.
import type { Dispatch } from 'react';
import { createCleanClient, type CleanClient } from '../../lib/clean/clean-client.ts';
import type { WorkRequest } from '../../lib/clean/clean-protocol.ts';
import type { CaptureEvent, Job, ProblemCode } from './capture-state.ts';

/** The worker keeps the last decoded picture by key: one key per Blob, for the Blob's life. */
const keys = new WeakMap<Blob, number>();
let nextKey = 1;
function keyOf(file: Blob): number {
  let key = keys.get(file);
  if (key === undefined) keys.set(file, (key = nextKey++));
  return key;
}

function toRequest(job: Job): WorkRequest {
  if (job.kind === 'open') return { type: 'open', key: keyOf(job.file), file: job.file };
  const { file } = job.picture;
  const { settings, crop } = job;
  // The cleaners run at their own threshold unless the person moved More ink / Less ink (the
  // tool itself never changes it); the thickness is the output's. A cleaned result comes with
  // its crop as it was, for the corrections' view beside it.
  const clean = settings && { algorithm: settings.algorithm, thresholdOffset: settings.inkLevel };
  const output = settings && {
    trim: settings.trim,
    colour: settings.colour,
    thickness: settings.thickness,
  };
  const corrections = settings?.corrections ?? [];
  const original = settings !== null;
  return { type: 'render', key: keyOf(file), file, crop, clean, output, corrections, original };
}

export const createClient = (): CleanClient => createCleanClient();

/**
 * The result panel's chunk. Imported from here (this chunk is loaded before any result can
 * exist) so its list of files to fetch stays out of the page's first load.
 */
export const loadResultOutput = () => import('./result-output.tsx');

export async function runCaptureJob(
  client: CleanClient,
  job: Job,
  dispatch: Dispatch<CaptureEvent>,
  signal: AbortSignal,
): Promise<void> {
  const jobId = job.id;
  try {
    const result = await client.run(toRequest(job), signal, (step) =>
      dispatch({ type: 'progressed', jobId, step }),
    );
    if (signal.aborted) return;
    if (result.type === 'render') return dispatch({ type: 'rendered', jobId, output: result });
    if (job.kind !== 'open') return;
    const { width, height, scaledFromMegapixels, preview, proposal } = result;
    const picture = { kind: job.pictureKind, file: job.file, width, height, scaledFromMegapixels };
    dispatch({ type: 'opened', jobId, picture, preview, proposal });
  } catch (caught) {
    const error = caught as { name?: string; code?: ProblemCode; message?: string };
    if (signal.aborted || error?.name === 'AbortError') return;
    // A picture refused by name (not a picture, HEIC, damaged…) is told on screen, and that is
    // all: the console is for failures nobody foresaw.
    if (!error?.code || error.code === 'cleanFailed')
      console.error('Working on the picture failed:', caught);
    const problem = {
      code: error?.code ?? 'cleanFailed',
      detail: error?.message ?? String(caught),
    };
    dispatch({ type: 'failed', jobId, problem });
  }
}

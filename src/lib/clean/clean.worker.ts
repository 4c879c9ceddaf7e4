// The picture worker: thin by design. It takes one request at a time, runs the job (decode,
// turn, crop, clean, encode; see picture-jobs.ts), reports each step, and answers with the
// result, transferring the crop step's preview bitmap (no copy). What the jobs keep between
// them (the last picture and clean, the cleaner's scratch, its kernels) is this worker's, for its
// life. The cleaners' WebAssembly kernels load as the worker starts; a job waits for that (a
// fetch from our origin or the offline cache), and runs on the TypeScript kernels where they
// cannot load.
import { PictureError } from '../files/decode-picture.ts';
import { loadKernels } from '../wasm/load-kernels.ts';
import type { WorkRequest, WorkResponse, WorkerReady } from './clean-protocol.ts';
import { jobMemory, runJob } from './picture-jobs.ts';

const memory = loadKernels().then(jobMemory);

self.onmessage = async (event: MessageEvent<WorkRequest & { id: number }>) => {
  const { id } = event.data;
  let response: WorkResponse;
  try {
    const result = await runJob(await memory, event.data, (step) => self.postMessage({ id, step }));
    response = { id, ok: true, result };
  } catch (error) {
    const code = error instanceof PictureError ? error.code : 'cleanFailed';
    response = {
      id,
      ok: false,
      code,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const transfer = response.ok && response.result.type === 'open' ? [response.result.preview] : [];
  self.postMessage(response, { transfer });
};

// Tell the client the script loaded (a worker that fails to load lets jobs run here instead).
self.postMessage({ ready: true } satisfies WorkerReady);

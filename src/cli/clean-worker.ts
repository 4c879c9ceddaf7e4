// The worker thread: thin by design. It takes one picture at a time from the pool (pool.ts),
// cleans it (clean-file.ts) and answers with the outcome or the reason it failed. The cleaner's
// scratch memory and its kernels are kept for the thread's life: picture after picture takes the
// same buffers.
import { parentPort } from 'node:worker_threads';
import { cleanFile, type CleanTask } from './clean-file.ts';
import type { TaskAnswer } from './pool.ts';
import type { CleanOutcome } from './clean-file.ts';
import { loadCliKernels } from './kernels.ts';
import { Scratch } from '../core/clean/enhanced/kernel-helpers/scratch.ts';

const kernels = loadCliKernels();
const scratch = new Scratch();

const port = parentPort;
if (!port) throw new Error('clean-worker.ts runs in a worker thread only');

port.on('message', async (task: CleanTask) => {
  let answer: TaskAnswer<CleanOutcome>;
  try {
    answer = { ok: true, value: await cleanFile(task, scratch, kernels) };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});

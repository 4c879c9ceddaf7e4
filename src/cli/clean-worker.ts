// The worker thread: thin by design. It takes one picture at a time from the pool (pool.ts),
// cleans it (clean-file.ts) and answers with the outcome or the reason it failed. Its memory
// (thread-memory.ts) and its kernels are kept for the thread's life: picture after picture takes
// the same buffers; what a picture leaves behind is collected before the next one is decoded
// (release-memory.ts).
import { parentPort } from 'node:worker_threads';
import { cleanFile, type CleanTask } from './clean-file.ts';
import type { TaskAnswer } from './pool.ts';
import type { CleanOutcome } from './clean-file.ts';
import { loadCliKernels } from './kernels.ts';
import { releaseMemory } from './release-memory.ts';
import { ThreadMemory } from './thread-memory.ts';

const kernels = loadCliKernels();
const memory = new ThreadMemory();

const port = parentPort;
if (!port) throw new Error('clean-worker.ts runs in a worker thread only');

port.on('message', async (task: CleanTask) => {
  let answer: TaskAnswer<CleanOutcome>;
  releaseMemory();
  try {
    answer = { ok: true, value: await cleanFile(task, memory, kernels) };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});

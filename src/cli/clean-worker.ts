// The worker thread: thin by design. It takes one picture at a time from the pool (pool.ts),
// cleans it (clean-file.ts) and answers with the outcome or the reason it failed. Once a
// picture is decoded, the next one the pool named is decoded ahead (prefetch.ts) while this one
// is cleaned: libvips decodes on a thread of its own, so the picture's turn finds it ready. Its
// memory (thread-memory.ts) and its kernels are kept for the thread's life: picture after
// picture takes the same buffers; what a picture leaves behind is collected before the next one
// is cleaned (release-memory.ts).
import { parentPort } from 'node:worker_threads';
import { cleanFile, type CleanMessage, type CleanOutcome } from './clean-file.ts';
import { readImage } from './image-io.ts';
import type { TaskAnswer } from './pool.ts';
import { loadCliKernels } from './kernels.ts';
import { Prefetch } from './prefetch.ts';
import { releaseMemory } from './release-memory.ts';
import { ThreadMemory } from './thread-memory.ts';

const kernels = loadCliKernels();
const memory = new ThreadMemory();
const pictures = new Prefetch(readImage);

const port = parentPort;
if (!port) throw new Error('clean-worker.ts runs in a worker thread only');

port.on('message', async ({ task, next }: CleanMessage) => {
  let answer: TaskAnswer<CleanOutcome>;
  releaseMemory();
  try {
    const source = await pictures.take(task.input);
    if (next !== undefined) pictures.ahead(next);
    answer = { ok: true, value: await cleanFile(task, source, memory, kernels) };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});

// `inklift clean`: finds the pictures, plans their outputs, runs them on the worker pool with
// progress, writes the report and chooses the exit code (0 all done, 3 some failed, 1 nothing
// could run, 130 stopped by Ctrl+C). The first Ctrl+C hands out no new picture and waits for
// those in flight (each written whole or not at all); a second quits at once.
import type { Worker } from 'node:worker_threads';
import { mkdir, stat } from 'node:fs/promises';
import type { CleanCommand } from './args.ts';
import type { CleanMessage, CleanOutcome, CleanTask } from './clean-file.ts';
import { writeAtomic } from './image-io.ts';
import { expandInputs } from './inputs.ts';
import { planPictures, type PlannedPicture } from './plan.ts';
import { runPool, type TaskAnswer } from './pool.ts';
import { Progress } from './progress.ts';
import { reportText, tally, type ReportRow } from './report.ts';

export const EXIT = { ok: 0, nothingRan: 1, usage: 2, someFailed: 3, interrupted: 130 } as const;

export interface BatchEnvironment {
  startWorker: () => Worker;
  /** Where progress goes (stderr). */
  out: { write(text: string): unknown; isTTY?: boolean; columns?: number };
  /** Calls `handler` on each interrupt (Ctrl+C); returns a function that stops listening. */
  onInterrupt: (handler: () => void) => () => void;
  /** Quits at once (a second Ctrl+C). */
  quit: (code: number) => void;
}

/** A picture for the worker, with its place in the report. */
interface Job extends CleanTask {
  index: number;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

function emptyRow(picture: PlannedPicture, status: ReportRow['status']): ReportRow {
  const { input, outputs } = picture;
  return {
    input,
    status,
    outputs,
    threshold: null,
    inkShare: null,
    warnings: [],
    ms: null,
    error: null,
  };
}

/** One line that names the input (a decoder's own message already does). */
function failure(input: string, message: string): string {
  const line = message.split('\n')[0];
  return line.startsWith(input) ? line : `${input}: ${line}`;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const list: T[] = [];
  for await (const item of items) list.push(item);
  return list;
}

export async function runBatch(command: CleanCommand, env: BatchEnvironment): Promise<number> {
  const { out, formats, settings } = command;
  try {
    await mkdir(out, { recursive: true });
  } catch (error) {
    env.out.write(`inklift: cannot create --out ${out}: ${(error as Error).message}\n`);
    return EXIT.nothingRan;
  }
  const inputs = expandInputs(command.inputs, out);
  const pictures = await collect(planPictures(inputs, out, formats, command.shard));
  if (pictures.length === 0) {
    const where = command.shard ? ` in shard ${command.shard.index}/${command.shard.count}` : '';
    env.out.write(`inklift: no pictures found${where} in ${command.inputs.join(' ')}\n`);
    return EXIT.nothingRan;
  }

  const rows: ReportRow[] = new Array(pictures.length);
  const progress = new Progress(pictures.length, env.out);
  const record = (index: number, row: ReportRow) => {
    rows[index] = row;
    progress.picture(row);
  };

  // Pictures that need no worker (not there, name taken, already done) are settled on the way.
  async function* jobs(): AsyncGenerator<Job> {
    for (const [index, picture] of pictures.entries()) {
      if (picture.error !== null) {
        record(index, { ...emptyRow(picture, 'failed'), error: picture.error });
      } else if (
        command.skipExisting &&
        (await Promise.all(picture.outputs.map(exists))).every(Boolean)
      ) {
        record(index, emptyRow(picture, 'skipped'));
      } else {
        yield { index, input: picture.input, outputs: picture.outputs, formats, settings };
      }
    }
  }

  const stop = new AbortController();
  const stopListening = env.onInterrupt(() => {
    if (stop.signal.aborted) return env.quit(EXIT.interrupted);
    stop.abort();
    progress.say('inklift: stopping after the pictures in flight (Ctrl+C again to quit at once)');
  });
  const started = new Map<number, number>();
  const queue = jobs();
  try {
    await runPool<Job, CleanOutcome>(queue, {
      size: command.jobs,
      startWorker: env.startWorker,
      signal: stop.signal,
      onStart: (job) => started.set(job.index, performance.now()),
      onAnswer: (job, answer: TaskAnswer<CleanOutcome>) => {
        const picture = pictures[job.index];
        const ms = performance.now() - (started.get(job.index) ?? performance.now());
        started.delete(job.index);
        const row = { ...emptyRow(picture, answer.ok ? 'ok' : 'failed'), ms };
        if (answer.ok) Object.assign(row, answer.value);
        else row.error = failure(picture.input, answer.message);
        record(job.index, row);
      },
      onCancelled: (job) => record(job.index, emptyRow(pictures[job.index], 'cancelled')),
      // Each worker decodes its next picture while it cleans this one.
      message: (job, next): CleanMessage => ({ task: job, next: next?.input }),
    });
    for await (const job of queue) record(job.index, emptyRow(pictures[job.index], 'cancelled'));
  } finally {
    stopListening();
  }

  const counts = tally(rows);
  progress.finish(counts);
  if (command.report) {
    try {
      await writeAtomic(command.report.path, reportText(rows, command.report.format));
    } catch (error) {
      env.out.write(
        `inklift: cannot write the report ${command.report.path}: ${(error as Error).message}\n`,
      );
      return EXIT.nothingRan;
    }
  }
  if (stop.signal.aborted) return EXIT.interrupted;
  return counts.failed > 0 ? EXIT.someFailed : EXIT.ok;
}

// One picture, once decoded, to its files, in whichever thread runs it: clean, the app's
// result step (soft edges for the enhanced cleaner, thickness, trim, ink colour: the very
// functions the app's worker calls, lib/clean/output-step.ts), then each output written to a
// temporary name and renamed. Its pixels live only inside this call and the worker's decode of
// the next picture (clean-worker.ts), so a thread holds at most two pictures (its worker collects
// them before the next, release-memory.ts), and the output is painted over the clean rather
// than copied; the cleaner's scratch memory, the
// buffer the spec's clean is written into and the kernels are the thread's, handed in
// (thread-memory.ts).
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Kernels } from '../core/clean/kernels.ts';
import { checkSource } from '../core/guidance/check-source.ts';
import type { Rgb, RgbaPixels } from '../core/output/image-types.ts';
import { finalClean } from '../lib/clean/final-clean.ts';
import { softenClean, shapeOutput, type Softened } from '../lib/clean/output-step.ts';
import type { OutputFormat, ResultSettings } from './args.ts';
import { encodePngBuffer, writeAtomic, type DecodedImage } from './image-io.ts';
import type { ThreadMemory } from './thread-memory.ts';
import { resultWarnings, selfCheckWarnings, type Warning } from './warnings.ts';

export interface CleanTask {
  input: string;
  /** Where each format goes, in the order of `formats`. */
  outputs: string[];
  formats: OutputFormat[];
  settings: ResultSettings;
}

/** What a worker is sent: the picture to clean, and the one it will be sent next (to decode ahead). */
export interface CleanMessage {
  task: CleanTask;
  next?: string;
}

export interface CleanOutcome {
  threshold: number;
  /** Ink pixels over all pixels of the picture, as the app measures it for its warnings. */
  inkShare: number;
  warnings: Warning[];
}

/**
 * The result with the chosen ink: a custom #rrggbb stands in for the pen's own colour. Painted
 * over the softened clean, which nothing reads after: one picture-sized buffer fewer.
 */
function shape(softened: Softened, settings: ResultSettings) {
  const { trim, ink, thickness } = settings;
  const over = { paintOver: true };
  if (typeof ink === 'string') return shapeOutput(softened, { trim, colour: ink, thickness }, over);
  const custom = { ...softened, original: ink };
  return shapeOutput(custom, { trim, colour: 'original', thickness }, over);
}

async function svgOf(image: RgbaPixels, fill: Rgb): Promise<string> {
  // The tracer is loaded only when an SVG is asked for.
  const { traceSvg } = await import('../lib/output/trace-svg.ts');
  return traceSvg(image, fill);
}

/**
 * Lays a picture with transparency on white paper, in place, as the app draws every picture
 * on white before reading it: clear pixels would otherwise read as black ink.
 */
export function layOnWhite(data: Uint8ClampedArray): void {
  for (let j = 0; j < data.length; j += 4) {
    const alpha = data[j + 3];
    if (alpha === 255) continue;
    const paper = 255 * (255 - alpha);
    data[j] = Math.round((data[j] * alpha + paper) / 255);
    data[j + 1] = Math.round((data[j + 1] * alpha + paper) / 255);
    data[j + 2] = Math.round((data[j + 2] * alpha + paper) / 255);
    data[j + 3] = 255;
  }
}

/** Cleans `task`'s picture, `source` once decoded (the worker may have decoded it ahead). */
export async function cleanFile(
  task: CleanTask,
  source: DecodedImage,
  memory: ThreadMemory,
  kernels: Kernels | null = null,
): Promise<CleanOutcome> {
  const { settings } = task;
  const { width, height } = source;
  if (!source.opaque) layOnWhite(source.data);
  // As the app's photo jobs clean: with the learned decisions.
  const cleaned = finalClean(source.data, width, height, {
    algorithm: settings.algorithm,
    thresholdOffset: settings.thresholdOffset,
    scratch: memory.scratch,
    resultBuffer: memory.resultBuffer(source.data.length),
    kernels,
  });
  const inkShare = cleaned.inkPixels / (width * height);
  const check = checkSource(source.data, width, height);
  const softened = softenClean(
    task.input,
    cleaned,
    source.data,
    { ...settings, kernels },
    inkShare,
    check,
    settings.algorithm === 'enhanced' ? memory.softenedBuffer(source.data.length) : undefined,
  );
  const { image } = shape(softened, settings);
  for (const [index, format] of task.formats.entries()) {
    const path = task.outputs[index];
    await mkdir(dirname(path), { recursive: true });
    const contents =
      format === 'png'
        ? await encodePngBuffer(image.data, image.width, image.height)
        : await svgOf(image, image.ink);
    await writeAtomic(path, contents);
  }
  const warnings = [
    ...resultWarnings(inkShare, check),
    ...selfCheckWarnings(cleaned.check, cleaned.inkPixels),
  ];
  return { threshold: cleaned.threshold, inkShare, warnings };
}

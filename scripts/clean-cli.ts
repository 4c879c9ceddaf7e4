// Batch-clean scanned or photographed signatures offline with the same engine as the app:
//   npm run -s clean -- INPUT OUTPUT.png [--algorithm spec|enhanced] [--threshold-offset N]
// Success prints one line "threshold=T ink=N" (exit 0). An unreadable input: one line on
// stderr, exit 1. A bad option or usage: the usage on stderr, exit 2. No partial output, ever.
import { parseArgs } from 'node:util';
import { clean } from '../src/core/clean/clean.ts';
import { trainedDecisions } from '../src/core/clean/enhanced/learned/trained-nets.ts';
import { CLEAN_ALGORITHMS, type CleanAlgorithm } from '../src/core/clean/clean-options.ts';
import { ImageReadError, readImage, writePng } from '../src/cli/image-io.ts';
import { nodeWasmKernels } from './lib/wasm-kernels-node.ts';

const learned = trainedDecisions();
/** The app's kernels (where this Node cannot compile them, the TypeScript: the same bytes). */
const kernels = nodeWasmKernels();

const USAGE = `Usage: npm run -s clean -- INPUT OUTPUT.png [--algorithm spec|enhanced] [--threshold-offset N]

Removes the paper from a photo or scan of a signature (JPEG, PNG, WebP, TIFF, GIF or AVIF) and
writes a transparent PNG.
  --algorithm          spec (default): the product's Clean; enhanced: copes with shadows and thin pens
  --threshold-offset   added to the automatic threshold (integer, default 0)`;

class UsageError extends Error {}

function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        algorithm: { type: 'string', default: 'spec' },
        'threshold-offset': { type: 'string', default: '0' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return null;
  if (positionals.length !== 2) {
    throw new UsageError(`expected INPUT and OUTPUT.png, got ${positionals.length} argument(s)`);
  }
  const algorithm = values.algorithm as CleanAlgorithm;
  if (!CLEAN_ALGORITHMS.includes(algorithm)) {
    throw new UsageError(
      `--algorithm must be one of ${CLEAN_ALGORITHMS.join(', ')}, got "${values.algorithm}"`,
    );
  }
  const offsetText = values['threshold-offset'];
  if (!/^[+-]?\d+$/.test(offsetText)) {
    throw new UsageError(`--threshold-offset must be an integer, got "${offsetText}"`);
  }
  const [input, output] = positionals;
  if (!output.toLowerCase().endsWith('.png')) {
    throw new UsageError(`OUTPUT must be a .png file, got "${output}"`);
  }
  return { input, output, algorithm, thresholdOffset: Number(offsetText) };
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parse(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`clean: ${error.message}\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
  if (!args) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    const image = await readImage(args.input);
    const result = clean(image.data, image.width, image.height, {
      algorithm: args.algorithm,
      thresholdOffset: args.thresholdOffset,
      learned,
      kernels,
    });
    await writePng(args.output, result.data, result.width, result.height);
    process.stdout.write(`threshold=${result.threshold} ink=${result.inkPixels}\n`);
    return 0;
  } catch (error) {
    const message =
      error instanceof ImageReadError
        ? error.message
        : `${args.input}: ${(error as Error).message}`;
    process.stderr.write(`clean: ${message.split('\n')[0]}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));

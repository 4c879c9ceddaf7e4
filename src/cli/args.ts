// The command line of `inklift`, read into a typed command: every value is checked here, where
// it enters, and a bad one is a UsageError that names it (exit code 2). Nothing here touches
// the file system.
import { parseArgs } from 'node:util';
import { CLEAN_ALGORITHMS, type CleanAlgorithm } from '../core/clean/clean-options.ts';
import type { Rgb } from '../core/output/image-types.ts';
import { INK_COLOURS, type InkColour } from '../core/output/ink-colour.ts';
import { THICKNESS } from '../core/output/thickness.ts';
import { parseShard, type Shard } from './shard.ts';

export class UsageError extends Error {}

export type OutputFormat = 'png' | 'svg';

export const OUTPUT_FORMATS: readonly OutputFormat[] = ['png', 'svg'];

/** What the result looks like: the app's result options. */
export interface ResultSettings {
  algorithm: CleanAlgorithm;
  thresholdOffset: number;
  trim: boolean;
  /** A named colour of the app, or any colour given as #rrggbb. */
  ink: InkColour | Rgb;
  /** The app's ink-thickness slider value (core/output/thickness.ts). */
  thickness: number;
}

export interface CleanCommand {
  command: 'clean';
  inputs: string[];
  out: string;
  formats: OutputFormat[];
  settings: ResultSettings;
  jobs: number;
  report: { path: string; format: 'json' | 'csv' } | null;
  skipExisting: boolean;
  shard: Shard | null;
}

export type Command = { command: 'help' } | { command: 'version' } | CleanCommand;

const OPTIONS = {
  out: { type: 'string', short: 'o' },
  format: { type: 'string', default: 'png' },
  trim: { type: 'boolean', default: false },
  ink: { type: 'string', default: 'original' },
  thickness: { type: 'string', default: String(THICKNESS.neutral) },
  algorithm: { type: 'string', default: 'enhanced' },
  'threshold-offset': { type: 'string', default: '0' },
  jobs: { type: 'string', short: 'j' },
  report: { type: 'string' },
  'skip-existing': { type: 'boolean', default: false },
  shard: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
  version: { type: 'boolean', short: 'v', default: false },
} as const;

function integer(name: string, text: string, min: number, max: number): number {
  const value = /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

function formats(text: string): OutputFormat[] {
  const list = text.split(',').map((part) => part.trim().toLowerCase());
  const bad = list.find((part) => !OUTPUT_FORMATS.includes(part as OutputFormat));
  if (bad !== undefined || new Set(list).size !== list.length) {
    throw new UsageError(`--format must be png, svg or png,svg, got "${text}"`);
  }
  return list as OutputFormat[];
}

export function parseInk(text: string): InkColour | Rgb {
  if (INK_COLOURS.includes(text as InkColour)) return text as InkColour;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  if (!hex) {
    throw new UsageError(`--ink must be ${INK_COLOURS.join(', ')} or #rrggbb, got "${text}"`);
  }
  const [r, g, b] = hex.slice(1).map((part) => parseInt(part, 16));
  return { r, g, b };
}

function report(path: string | undefined): CleanCommand['report'] {
  if (path === undefined) return null;
  const format = /\.(json|csv)$/i.exec(path)?.[1].toLowerCase();
  if (format !== 'json' && format !== 'csv') {
    throw new UsageError(`--report must name a .json or .csv file, got "${path}"`);
  }
  return { path, format };
}

/** `--thickness -3` as `--thickness=-3`: parseArgs takes a value that starts with - for an option. */
function joinNegativeValues(argv: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const numeric = argv[i] === '--thickness' || argv[i] === '--threshold-offset';
    if (numeric && /^-\d/.test(argv[i + 1] ?? '')) joined.push(`${argv[i]}=${argv[++i]}`);
    else joined.push(argv[i]);
  }
  return joined;
}

/** Reads the arguments after `inklift`; `defaultJobs` is the machine's number of cores. */
export function parseCommand(argv: string[], defaultJobs: number): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: joinNegativeValues(argv),
      allowPositionals: true,
      strict: true,
      options: OPTIONS,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' };
  if (values.version) return { command: 'version' };
  const [command, ...inputs] = positionals;
  if (command === undefined) throw new UsageError('no command given (try "inklift clean")');
  if (command !== 'clean') throw new UsageError(`unknown command "${command}"`);
  if (inputs.length === 0) throw new UsageError('clean needs at least one INPUT');
  if (!values.out) throw new UsageError('clean needs --out DIR');
  const algorithm = values.algorithm as CleanAlgorithm;
  if (!CLEAN_ALGORITHMS.includes(algorithm)) {
    throw new UsageError(
      `--algorithm must be one of ${CLEAN_ALGORITHMS.join(', ')}, got "${values.algorithm}"`,
    );
  }
  let shard: Shard | null = null;
  if (values.shard !== undefined) {
    try {
      shard = parseShard(values.shard);
    } catch (error) {
      throw new UsageError(`--shard: ${(error as Error).message}`);
    }
  }
  return {
    command: 'clean',
    inputs,
    out: values.out,
    formats: formats(values.format),
    settings: {
      algorithm,
      thresholdOffset: integer('threshold-offset', values['threshold-offset'], -255, 255),
      trim: values.trim,
      ink: parseInk(values.ink),
      thickness: integer('thickness', values.thickness, THICKNESS.min, THICKNESS.max),
    },
    jobs: values.jobs === undefined ? defaultJobs : integer('jobs', values.jobs, 1, 1024),
    report: report(values.report),
    skipExisting: values['skip-existing'],
    shard,
  };
}

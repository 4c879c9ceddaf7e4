// From the pictures the arguments name to the work of this run: one entry per picture with its
// output files below --out (the key's folders kept, its extension replaced), the same file named
// twice kept once, a second picture whose output name is taken (a.png and a.jpg) failed rather
// than overwriting the first, and only this shard's share kept. Pure apart from the input list.
import { resolve } from 'node:path';
import type { OutputFormat } from './args.ts';
import type { InputFile, MissingInput } from './inputs.ts';
import { isMissing } from './inputs.ts';
import { inShard, type Shard } from './shard.ts';

export interface PlannedPicture {
  input: string;
  key: string;
  /** One path per format, in the order of --format. */
  outputs: string[];
  /** Set when the picture cannot be cleaned before it is even read (missing, clashing name). */
  error: string | null;
}

/** `sub/a.photo.jpg` → `sub/a.photo.png` (below --out). */
export function outputPath(out: string, key: string, format: OutputFormat): string {
  const stem = key.replace(/\.[^./]*$/, '');
  const folder = out.replace(/[\\/]+$/, '');
  return `${folder}/${stem}.${format}`;
}

export async function* planPictures(
  inputs: AsyncIterable<InputFile | MissingInput>,
  out: string,
  formats: OutputFormat[],
  shard: Shard | null,
): AsyncGenerator<PlannedPicture> {
  const seen = new Set<string>();
  const outputOwners = new Map<string, string>();
  for await (const input of inputs) {
    const absolute = resolve(input.path);
    if (seen.has(absolute)) continue;
    seen.add(absolute);
    const outputs = formats.map((format) => outputPath(out, input.key, format));
    // Case-insensitive: a.JPG and a.png clash on the file systems of Windows and macOS.
    const name = outputs[0].toLowerCase();
    const owner = outputNameOwner(outputOwners, name, input.path);
    if (!inShard(input.key, shard)) continue;
    let error: string | null = null;
    if (isMissing(input)) error = `${input.path}: no such file or folder`;
    else if (owner !== input.path) error = `${input.path}: its output name is taken by ${owner}`;
    yield { input: input.path, key: input.key, outputs, error };
  }
}

/** The first input to claim an output name keeps it, whichever shard either is in. */
function outputNameOwner(owners: Map<string, string>, name: string, input: string): string {
  const owner = owners.get(name);
  if (owner !== undefined) return owner;
  owners.set(name, input);
  return input;
}

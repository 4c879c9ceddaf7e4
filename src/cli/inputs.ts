// The INPUT arguments as a list of pictures: a file as it is (its format is read from its bytes),
// a folder walked recursively for picture files (PICTURE_EXTENSIONS), a glob the shell left alone
// matched below its leading folders. Each picture gets a key, its path relative to the argument
// that found it (`/`-separated): the output's name below --out and what --shard hashes, so both
// are the same on every machine. Hidden files and folders (our own temporary files among them)
// and the --out folder are never read.
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { globToRegExp, hasMagic, splitGlob } from './glob.ts';

export interface InputFile {
  /** The path to read, as found (relative paths stay relative to the working folder). */
  path: string;
  /** The path relative to its INPUT argument, `/`-separated. */
  key: string;
}

/** An argument that named a file that is not there: reported as a failed row. */
export interface MissingInput {
  path: string;
  key: string;
  missing: true;
}

export const PICTURE_EXTENSIONS = /\.(png|jpe?g|webp|tiff?|gif|avif|heic|heif)$/i;

function toKey(path: string): string {
  return path.split(sep).join('/');
}

async function isDirectory(path: string): Promise<boolean | null> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return null;
  }
}

async function* walk(folder: string, skip: string): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return; // an unreadable folder below an INPUT: nothing in it can be found
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (resolve(path) === skip) continue;
    // Links to folders are not followed (no loops); links to files are.
    const directory = entry.isDirectory();
    if (directory) yield* walk(path, skip);
    else if (entry.isFile() || (entry.isSymbolicLink() && (await isDirectory(path)) === false)) {
      yield path;
    }
  }
}

/** Every picture the arguments name, in argument order, each folder's in name order. */
export async function* expandInputs(
  args: string[],
  outFolder: string,
): AsyncGenerator<InputFile | MissingInput> {
  const skip = resolve(outFolder);
  for (const arg of args) {
    const directory = await isDirectory(arg);
    if (directory === false) {
      yield { path: arg, key: basename(arg) };
    } else if (directory) {
      for await (const path of walk(arg, skip)) {
        if (PICTURE_EXTENSIONS.test(path)) yield { path, key: toKey(relative(arg, path)) };
      }
    } else if (hasMagic(arg)) {
      const { base, rest } = splitGlob(arg);
      const pattern = globToRegExp(rest);
      for await (const path of walk(base, skip)) {
        const key = toKey(relative(base, path));
        if (pattern.test(key)) yield { path, key };
      }
    } else {
      yield { path: arg, key: basename(arg), missing: true };
    }
  }
}

export function isMissing(input: InputFile | MissingInput): input is MissingInput {
  return 'missing' in input;
}

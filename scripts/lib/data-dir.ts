// Where the shared real-data set lives: INKLIFT_DATA_DIR, or ../shared/data/dibco-handwritten
// beside the repository (CI always has it). Tests that need it skip, saying so, when it is absent.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const DIBCO_DIR =
  process.env.INKLIFT_DATA_DIR ?? resolve(root, '../shared/data/dibco-handwritten');

export const hasDibco =
  existsSync(resolve(DIBCO_DIR, 'images')) && existsSync(resolve(DIBCO_DIR, 'gt'));

export function warnIfMissing(what: string) {
  if (!hasDibco) {
    console.warn(`SKIPPED ${what}: the data folder ${DIBCO_DIR} is absent (set INKLIFT_DATA_DIR).`);
  }
}

// The final clean (captures, photos, the command line) hands the trained decisions to the
// cleaner; the entry points clean through it.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { renderImage, seeded } from '../../../scripts/lib/synthetic/generate.ts';
import { CONDITIONS } from '../../../scripts/lib/synthetic/conditions.ts';
import { cleanEnhanced } from '../../core/clean/enhanced/enhanced-clean.ts';
import { trainedDecisions } from '../../core/clean/enhanced/learned/trained-nets.ts';
import { finalClean } from './final-clean.ts';

const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) => Buffer.from(a).equals(Buffer.from(b));

test('cleans a blurry capture with the trained decisions, not the rules alone', () => {
  const random = seeded(12345);
  const { data, width, height } = renderImage(
    'blurred',
    'blurred',
    CONDITIONS.blurred(random),
    random,
  );
  const final = finalClean(data, width, height, { algorithm: 'enhanced' });
  const learned = cleanEnhanced(data, width, height, { learned: trainedDecisions() });
  expect(same(final.data, learned.data)).toBe(true);
  expect(same(final.data, cleanEnhanced(data, width, height).data)).toBe(false);
});

test.each([
  ['the photo and capture jobs', 'src/lib/clean/picture-jobs.ts'],
  ['the command line', 'src/cli/clean-file.ts'],
])('%s clean through it', (_name, path) => {
  const source = readFileSync(path, 'utf8');
  expect(source).toMatch(/import \{ finalClean \} from '[./]*(lib\/clean\/)?final-clean\.ts'/);
  expect(source).toMatch(/finalClean\(/);
  expect(source).not.toMatch(/from '[./]*core\/clean\/clean\.ts'/);
});

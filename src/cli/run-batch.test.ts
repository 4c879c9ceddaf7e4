import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCommand, type CleanCommand } from './args.ts';
import { encodePngBuffer } from './image-io.ts';
import { EXIT, runBatch } from './run-batch.ts';

// The real worker from the source, as `npx tsx src/cli/main.ts` starts it.
const WORKER = new URL('clean-worker.ts', import.meta.url);
const startWorker = () =>
  new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER.href)}); });`,
    { eval: true },
  );

const dir = mkdtempSync(join(tmpdir(), 'inklift-batch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A 96 × 64 sheet with a dark stroke across it. */
async function signature(name: string) {
  const width = 96;
  const height = 64;
  const data = new Uint8Array(width * height * 4).fill(235);
  for (let x = 10; x < 86; x++) {
    for (let y = 30; y < 34; y++) data.set([30, 35, 90, 255], (y * width + x) * 4);
  }
  for (let j = 3; j < data.length; j += 4) data[j] = 255;
  writeFileSync(join(dir, 'in', name), await encodePngBuffer(data, width, height));
}

async function run(argv: string[]) {
  const command = parseCommand(argv, 2) as CleanCommand;
  const said: string[] = [];
  const code = await runBatch(command, {
    startWorker,
    out: { write: (text: string) => said.push(text) },
    onInterrupt: () => () => undefined,
    quit: () => undefined,
  });
  return { code, said: said.join('') };
}

describe('runBatch with the real workers, each decoding its next picture ahead', () => {
  it('keeps the order, and a picture that fails to decode (decoded ahead) is one failed row', async () => {
    const input = join(dir, 'in');
    mkdirSync(input);
    await signature('a.png');
    // Cut short, so its header reads and its pixels do not; decoded ahead while a.png is
    // cleaned, its failure is its own row, not a.png's.
    await signature('b.png');
    const whole = readFileSync(join(input, 'b.png'));
    writeFileSync(join(input, 'b.png'), whole.subarray(0, whole.length >> 1));
    await signature('c.png');
    await signature('d.png');
    const out = join(dir, 'out');
    const report = join(dir, 'report.json');
    const { code } = await run([
      'clean',
      input,
      '--out',
      out,
      '--algorithm',
      'spec',
      '--jobs',
      '1',
      '--report',
      report,
    ]);
    expect(code).toBe(EXIT.someFailed);
    const rows = JSON.parse(readFileSync(report, 'utf8')) as {
      input: string;
      status: string;
      error: string | null;
    }[];
    expect(rows.map(({ input: path, status }) => [path.slice(input.length + 1), status])).toEqual([
      ['a.png', 'ok'],
      ['b.png', 'failed'],
      ['c.png', 'ok'],
      ['d.png', 'ok'],
    ]);
    expect(rows[1].error).toMatch(/b\.png: corrupt PNG/);
    for (const name of ['a.png', 'c.png', 'd.png']) expect(existsSync(join(out, name))).toBe(true);
    expect(existsSync(join(out, 'b.png'))).toBe(false);
  }, 60_000);
});

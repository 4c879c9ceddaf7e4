// Throughput and memory of the built command line (issue 48), printed, not a timed test: the
// figures depend on the machine and its load. For 12 MP JPEGs and 4 MP PNGs, each round runs,
// one process after the other on the same files, the OpenCV script of the spec's steps
// (scripts/opencv-spec-clean.py, with Debian's python3-opencv; skipped with a note where there is
// none), `--algorithm spec --jobs 1`, `--jobs 1` and `--jobs 2` (the default enhanced cleaner);
// the ratios are taken within each round, so a load that comes and goes between rounds moves
// them less than the photos per second. Then the PNG written at each zlib level (time and size),
// and the memory of a batch of --memory pictures with --jobs 1 and 2.
//   npm run -s bench:cli [-- --count 12 --rounds 3 --memory 200 --built --cli DIR/inklift.cjs]
// (--rounds 0 or --memory 0: that part left out; --built: no build:cli first; --cli: measure
// another build, such as a copy of dist-cli/ made at an earlier commit)
// The pictures (seeded synthetic signatures on uneven paper) are made once into .bench-cache/.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { encodePngBuffer } from '../src/cli/image-io.ts';
import { syntheticSignature } from './lib/synthetic-signature.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '3' },
    memory: { type: 'string', default: '200' },
    /** Use the dist-cli/ already there (another run of this script may be using it). */
    built: { type: 'boolean', default: false },
    /** Another build of the command line to measure (a copy of dist-cli/ made at an earlier commit). */
    cli: { type: 'string' },
  },
});
const count = Number(values.count);
const rounds = Number(values.rounds);
const memoryBatch = Number(values.memory);
const CLI = values.cli ?? 'dist-cli/inklift.cjs';
const OPENCV_SCRIPT = 'scripts/opencv-spec-clean.py';

interface PhotoSet {
  label: string;
  megapixels: number;
  format: 'jpeg' | 'png';
}
const SETS: PhotoSet[] = [
  { label: '12 MP JPEG', megapixels: 12, format: 'jpeg' },
  { label: '4 MP PNG', megapixels: 4, format: 'png' },
];

function sizeOf(megapixels: number) {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3));
  return { width, height: Math.round((width * 3) / 4) };
}

async function makePhotos({ megapixels, format }: PhotoSet): Promise<string[]> {
  const dir = join('.bench-cache', `cli-${format}-${count}-${megapixels}mp`);
  const { width, height } = sizeOf(megapixels);
  mkdirSync(dir, { recursive: true });
  const paths = [];
  for (let i = 0; i < count; i++) {
    const path = join(
      dir,
      `photo-${String(i).padStart(3, '0')}.${format === 'jpeg' ? 'jpg' : 'png'}`,
    );
    paths.push(path);
    if (existsSync(path)) continue;
    process.stdout.write(`\rmaking ${width}×${height} ${format} ${i + 1}/${count}…`);
    const photo = sharp(syntheticSignature(1000 + i, width, height), {
      raw: { width, height, channels: 4 },
    });
    const bytes = format === 'jpeg' ? photo.jpeg({ quality: 90 }) : photo.removeAlpha().png();
    writeFileSync(path, await bytes.toBuffer());
  }
  process.stdout.write('\r\x1b[K');
  return paths;
}

/** A Python that has OpenCV, or null. */
function findOpenCv(): string | null {
  for (const python of ['/usr/bin/python3', 'python3']) {
    const probe = spawnSync(python, ['-c', 'import cv2; print(cv2.__version__)'], {
      encoding: 'utf8',
    });
    if (probe.status === 0) return python;
  }
  return null;
}

interface Usage {
  /** Peak resident memory, MiB. */
  peak: number;
  /** CPU time, all threads, s. */
  cpu: number;
  /** Resident memory now, MiB. */
  rss: number;
  /** Pages touched for the first time (minor faults): fresh memory, whatever the load. */
  faults: number;
}

/** A running process's memory and CPU time so far, from /proc (Linux only). */
function usage(pid: number): Usage | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const peak = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
    const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
    // After the command's name: state is field 3, utime and stime fields 14 and 15, in ticks.
    // minflt is field 10.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const cpu = (Number(fields[11]) + Number(fields[12])) / 100;
    const faults = Number(fields[7]);
    return [peak, rss, cpu, faults].every(Number.isFinite) ? { peak, rss, cpu, faults } : null;
  } catch {
    return null;
  }
}

interface Run {
  seconds: number;
  usage: Usage | null;
  /** Resident memory (MiB) each time a picture was reported done, in order. */
  rssAtPicture: number[];
  out: string;
}

/** Runs a command to its end, polling its memory; `done` counts the pictures it has finished. */
async function timed(command: string, args: string[], out: string): Promise<Run> {
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  const rssAtPicture: number[] = [];
  let last: Usage | null = null;
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    log += text;
    const done = text.match(/^(ok|failed) /gm)?.length ?? 0;
    for (let i = 0; i < done; i++) rssAtPicture.push(usage(child.pid!)?.rss ?? NaN);
  });
  const poll = setInterval(() => (last = usage(child.pid!) ?? last), 50);
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  clearInterval(poll);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited ${code}:\n${log}`);
  return { seconds: (performance.now() - started) / 1000, usage: last, rssAtPicture, out };
}

interface Runner {
  name: string;
  run: (inputs: string, files: string[], out: string) => Promise<Run>;
}

function inklift(name: string, options: string[]): Runner {
  return {
    name,
    run: (inputs, _files, out) =>
      timed(process.execPath, [CLI, 'clean', inputs, '--out', out, ...options], out),
  };
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () => loadavg()[0].toFixed(1);
const fresh = () => mkdtempSync(join(tmpdir(), 'inklift-bench-'));

async function throughput(set: PhotoSet, python: string | null) {
  const files = await makePhotos(set);
  const dir = resolve(files[0], '..');
  const runners: Runner[] = [
    ...(python
      ? [
          {
            name: 'OpenCV script',
            run: (_inputs: string, list: string[], out: string) =>
              timed(python, [OPENCV_SCRIPT, out, ...list], out),
          },
        ]
      : []),
    inklift('spec --jobs 1', ['--algorithm', 'spec', '--jobs', '1']),
    inklift('enhanced --jobs 1', ['--jobs', '1']),
    inklift('enhanced --jobs 2', ['--jobs', '2']),
  ];
  const { width, height } = sizeOf(set.megapixels);
  console.log(`\n${set.label}: ${count} photos of ${width}×${height}, ${rounds} round(s)`);
  const rates = new Map<string, number[]>(runners.map((runner) => [runner.name, []]));
  const cpuPerPhoto = new Map<string, number[]>(runners.map((runner) => [runner.name, []]));
  const peaks = new Map<string, number[]>(runners.map((runner) => [runner.name, []]));
  let kept = ''; // the last round's enhanced outputs, for the PNG levels
  for (let round = 1; round <= rounds; round++) {
    const line = [];
    for (const runner of runners) {
      const out = fresh();
      const result = await runner.run(dir, files, out);
      rates.get(runner.name)!.push(count / result.seconds);
      if (result.usage) {
        cpuPerPhoto.get(runner.name)!.push(result.usage.cpu / count);
        peaks.get(runner.name)!.push(result.usage.peak);
      }
      line.push(`${runner.name} ${result.seconds.toFixed(1)} s`);
      if (runner.name === 'enhanced --jobs 1') {
        if (kept) rmSync(kept, { recursive: true, force: true });
        kept = out;
      } else {
        rmSync(out, { recursive: true, force: true });
      }
    }
    console.log(`  round ${round} (load ${load()}): ${line.join(', ')}`);
  }
  for (const runner of runners) {
    const cpu = cpuPerPhoto.get(runner.name)!;
    console.log(
      `  ${runner.name.padEnd(18)} ${median(rates.get(runner.name)!).toFixed(2)} photos/s` +
        (cpu.length
          ? `, CPU ${median(cpu).toFixed(2)} s/photo, peak ${Math.round(Math.max(...peaks.get(runner.name)!))} MiB`
          : ''),
    );
  }
  const ratio = (a: string, b: string, goal: number) => {
    const each = rates.get(a)!.map((rate, i) => rate / rates.get(b)![i]);
    console.log(`  ${a} / ${b}: ${median(each).toFixed(2)}× (goal ≥ ${goal}×)`);
  };
  if (python) {
    ratio('spec --jobs 1', 'OpenCV script', 1.5);
    ratio('enhanced --jobs 1', 'OpenCV script', 0.5);
  } else {
    console.log(
      '  OpenCV script skipped: no python3 with cv2 (Debian: apt install python3-opencv)',
    );
  }
  ratio('enhanced --jobs 2', 'enhanced --jobs 1', 1.7);
  return kept;
}

/** Each zlib level on the cleaned outputs of a run: time and size, to choose the default. */
async function pngLevels(outputs: string) {
  const files = readdirSync(outputs)
    .filter((name) => name.endsWith('.png'))
    .slice(0, 4);
  const images = await Promise.all(
    files.map((name) =>
      sharp(join(outputs, name)).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  console.log(
    `\nPNG out: zlib level against time and size (${images.length} cleaned 12 MP outputs of --jobs 1)`,
  );
  for (let level = 0; level <= 9; level++) {
    let bytes = 0;
    const times = [];
    for (let repeat = 0; repeat < 3; repeat++) {
      const started = performance.now();
      bytes = 0;
      for (const { data, info } of images) {
        bytes += (await encodePngBuffer(data, info.width, info.height, level)).length;
      }
      times.push((performance.now() - started) / images.length);
    }
    console.log(
      `  level ${level}: ${median(times).toFixed(0).padStart(5)} ms, ` +
        `${(bytes / images.length / 1024).toFixed(0).padStart(6)} KiB per picture`,
    );
  }
}

/**
 * Memory over a long batch (links to the 4 MP photos), each cleaner with --jobs 1 and 2. The
 * measure of issue 48: per job = (peak resident memory of the batch − the peak of the same
 * command on one 16 × 16 picture) / jobs, against the decoded RGBA picture (width × height × 4
 * bytes); goal ≤ about 3×. Flat: the resident memory as the last tenth of the pictures finish
 * against the first tenth. Fresh pages (minor faults) per picture: memory the system had to hand
 * over, a count the load does not move.
 */
async function memory() {
  const set = SETS[1];
  const files = await makePhotos(set);
  const batch = fresh();
  for (let i = 0; i < memoryBatch; i++) {
    symlinkSync(
      resolve(files[i % files.length]),
      join(batch, `p${String(i).padStart(4, '0')}.png`),
    );
  }
  const tiny = fresh();
  writeFileSync(
    join(tiny, 'tiny.png'),
    await encodePngBuffer(new Uint8Array(16 * 16 * 4).fill(255), 16, 16),
  );
  const { width, height } = sizeOf(set.megapixels);
  const decoded = (width * height * 4) / 2 ** 20;
  console.log(
    `\nmemory: ${memoryBatch} pictures of ${set.label} (decoded RGBA ${decoded.toFixed(1)} MiB each); ` +
      'per job = (peak − peak on one 16 × 16 picture) / jobs',
  );
  for (const algorithm of ['spec', 'enhanced']) {
    for (const jobs of [1, 2]) {
      const options = ['--algorithm', algorithm, '--jobs', String(jobs)];
      const idle = await timed(
        process.execPath,
        [CLI, 'clean', tiny, '--out', fresh(), ...options],
        '',
      );
      const run = await timed(
        process.execPath,
        [CLI, 'clean', batch, '--out', fresh(), ...options],
        '',
      );
      const rss = run.rssAtPicture.filter(Number.isFinite);
      const tenth = Math.max(1, Math.floor(rss.length / 10));
      const early = Math.max(...rss.slice(0, tenth));
      const late = Math.max(...rss.slice(-tenth));
      const peak = run.usage?.peak ?? NaN;
      const base = idle.usage?.peak ?? NaN;
      const perJob = (peak - base) / jobs;
      const faults = ((run.usage?.faults ?? NaN) - (idle.usage?.faults ?? NaN)) / memoryBatch;
      console.log(
        `  ${algorithm.padEnd(8)} --jobs ${jobs}: peak ${peak.toFixed(0)} MiB (on 16 × 16: ${base.toFixed(0)} MiB), ` +
          `per job ${perJob.toFixed(0)} MiB = ${(perJob / decoded).toFixed(1)}× the decoded picture (goal ≤ 3×); ` +
          `resident, first tenth ≤ ${early.toFixed(0)} MiB, last ≤ ${late.toFixed(0)} MiB; ` +
          `${(faults / 1000).toFixed(1)} k fresh pages a picture (load ${load()})`,
      );
    }
  }
  rmSync(batch, { recursive: true, force: true });
}

if (!values.built && !values.cli) {
  const built = spawnSync('npm', ['run', '-s', 'build:cli'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build:cli failed:\n${built.stderr}`);
}
const python = findOpenCv();
console.log(
  `${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average (1 min) ${load()}; ` +
    `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}` +
    (python ? `; OpenCV through ${python}` : ''),
);
// --rounds 0 leaves the throughput and the PNG levels out; --memory 0 the memory.
if (rounds > 0) {
  let outputs = '';
  for (const set of SETS) {
    const out = await throughput(set, python);
    if (set.format === 'jpeg') outputs = out;
    else rmSync(out, { recursive: true, force: true });
  }
  await pngLevels(outputs);
  rmSync(outputs, { recursive: true, force: true });
}
if (memoryBatch > 0) await memory();

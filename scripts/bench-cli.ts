// Throughput of the built command line on a batch of photo-sized pictures, --jobs 1 against
// --jobs 2 (issue 27: ≥ 1.7× on 2 cores), with each run's peak memory to show that it stays
// bounded. Not a test: the figures depend on the machine and its load.
//   npm run bench:cli [-- --count 40 --megapixels 12 --jobs 1,2]
// The pictures (seeded synthetic signatures on uneven paper, JPEG quality 90) are made once into
// .bench-cache/cli-photos-<count>-<megapixels>mp/ and kept for later runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import jpeg from 'jpeg-js';
import { syntheticSignature } from './lib/synthetic-signature.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '40' },
    megapixels: { type: 'string', default: '12' },
    jobs: { type: 'string', default: '1,2' },
  },
});
const count = Number(values.count);
const megapixels = Number(values.megapixels);
const jobsList = values.jobs.split(',').map(Number);
const CLI = 'dist-cli/inklift.js';

function makePhotos(): string {
  const dir = join('.bench-cache', `cli-photos-${count}-${megapixels}mp`);
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3));
  const height = Math.round((width * 3) / 4);
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) {
    const path = join(dir, `photo-${String(i).padStart(3, '0')}.jpg`);
    if (existsSync(path)) continue;
    process.stdout.write(`\rmaking ${width}×${height} photo ${i + 1}/${count}…`);
    const data = Buffer.from(syntheticSignature(1000 + i, width, height).buffer);
    writeFileSync(path, jpeg.encode({ data, width, height }, 90).data);
  }
  process.stdout.write('\n');
  return dir;
}

/** Peak resident memory (MiB) and CPU time so far (s, all threads) of a running process: Linux only. */
function usage(pid: number): { peak: number; cpu: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const peak = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
    // After the command's name: state is field 3, utime and stime fields 14 and 15, in ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const cpu = (Number(fields[11]) + Number(fields[12])) / 100;
    return Number.isFinite(peak) && Number.isFinite(cpu) ? { peak, cpu } : null;
  } catch {
    return null;
  }
}

async function timeRun(photos: string, jobs: number) {
  const out = mkdtempSync(join(tmpdir(), 'inklift-bench-'));
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [CLI, 'clean', photos, '--out', out, '--jobs', String(jobs)],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  child.stderr.on('data', (text) => (log += text));
  let last: { peak: number; cpu: number } | null = null;
  const poll = setInterval(() => (last = usage(child.pid!) ?? last), 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(poll);
  const seconds = (performance.now() - started) / 1000;
  rmSync(out, { recursive: true, force: true });
  if (code !== 0) throw new Error(`--jobs ${jobs} exited ${code}:\n${log}`);
  return { seconds, rate: count / seconds, usage: last as { peak: number; cpu: number } | null };
}

const built = spawnSync('npm', ['run', '-s', 'build:cli'], { encoding: 'utf8' });
if (built.status !== 0) throw new Error(`build:cli failed:\n${built.stderr}`);
const photos = makePhotos();
console.log(
  `${count} photos of ${megapixels} MP, ${cpus().length} cores (${cpus()[0]?.model ?? '?'})`,
);
// The ratio needs the cores to itself: any other load takes its share of them and shrinks it.
const load = () => loadavg()[0].toFixed(1);
console.log(`load average (1 min) before: ${load()}`);
const results = [];
for (const jobs of jobsList) {
  const { seconds, rate, usage } = await timeRun(photos, jobs);
  results.push(rate);
  const extra = usage
    ? `, peak ${Math.round(usage.peak)} MiB, CPU ${(usage.cpu / count).toFixed(2)} s/photo, ` +
      `${(usage.cpu / seconds).toFixed(2)} cores busy`
    : '';
  console.log(
    `--jobs ${jobs}: ${seconds.toFixed(1)} s, ${rate.toFixed(2)} photos/s${extra} (load ${load()})`,
  );
}
if (results.length > 1) {
  console.log(
    `throughput ratio (--jobs ${jobsList.at(-1)} / --jobs ${jobsList[0]}): ${(results.at(-1)! / results[0]).toFixed(2)}×`,
  );
}

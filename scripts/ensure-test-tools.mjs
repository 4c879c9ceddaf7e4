#!/usr/bin/env node
// Makes sure the tests have the programs they drive: a Chromium for the end-to-end tests
// (CHROME_PATH or Debian's /usr/bin/chromium) and poppler's pdfsig, the checker of signed PDFs
// that unit and end-to-end tests run. What is missing, root installs from Debian's packages in
// one go; anyone else gets the one command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (process.env.CHROME_PATH && !existsSync(chromePath)) {
  console.error(`CHROME_PATH points to ${chromePath}, which does not exist.`);
  process.exit(1);
}
const hasPdfsig = spawnSync('pdfsig', ['-v'], { stdio: 'ignore' }).error === undefined;
const missing = [
  ...(existsSync(chromePath) ? [] : [{ package: 'chromium', for: 'the end-to-end tests' }]),
  ...(hasPdfsig ? [] : [{ package: 'poppler-utils', for: 'pdfsig, which checks signed PDFs' }]),
];
if (missing.length === 0) process.exit(0);

const packages = missing.map((each) => each.package);
const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
for (const each of missing) console.log(`Missing: Debian's ${each.package} (${each.for}).`);
if (!isRoot) {
  console.error(`Install it with:\n  sudo ${command}`);
  process.exit(1);
}
console.log(`Installing ${packages.join(' and ')} from Debian's packages…`);
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`apt-get exited ${result.status}`);
  if (!existsSync(chromePath)) throw new Error(`${chromePath} is still missing`);
} catch (error) {
  console.error(`Installing failed (${error.message}). Run:\n  ${command}`);
  process.exit(1);
}

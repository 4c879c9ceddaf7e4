#!/usr/bin/env node
// Makes sure the end-to-end tests have a Chromium: CHROME_PATH or Debian's /usr/bin/chromium.
// When it is missing, root installs Debian's package; anyone else gets the one command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const command = 'apt-get update && apt-get install -y chromium';
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH points to ${path}, which does not exist.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium is needed for the end-to-end tests. Install it with:\n  sudo ${command}`);
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package (about 30 s)…");
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(path)) throw new Error(`apt-get exited ${result.status}`);
} catch (error) {
  console.error(`Installing Chromium failed (${error.message}). Run:\n  ${command}`);
  process.exit(1);
}

#!/usr/bin/env node
// `inklift`, the package's bin (copied to dist-cli/ by vite.cli.config.ts): gives libuv's pool of
// threads one thread per job, then runs the command line, main.js beside it. libvips decodes and
// encodes on that pool, and on glibc each thread that decoded a picture keeps its freed memory in
// an arena of its own: with libuv's default of four threads, a batch holds up to four freed
// pictures beside the live ones. A job decodes one picture at a time (the next, while it cleans
// this one), so one thread per job serves it. libuv reads UV_THREADPOOL_SIZE when its pool first
// starts, and loading an ES module starts it: hence this file is CommonJS and sets it before
// importing anything. A size in the environment is the user's and is left alone; the number of
// jobs is read the way main.js reads it, and main.js alone judges whether the arguments are right.
'use strict';
const { availableParallelism } = require('node:os');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { parseArgs } = require('node:util');

/** libuv's largest pool. */
const MAX_THREADS = 1024;

/**
 * The pool size for a command line `argv` (the arguments after `inklift`): the environment's
 * own, else the number of `--jobs` (`cores` when none is given or it is not a whole number from
 * 1 up).
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @param {number} cores
 * @returns {string}
 */
function threadpoolSize(argv, env, cores) {
  if (env.UV_THREADPOOL_SIZE !== undefined) return env.UV_THREADPOOL_SIZE;
  const { jobs } = parseArgs({
    args: argv,
    options: { jobs: { type: 'string', short: 'j' } },
    strict: false,
    allowPositionals: true,
  }).values;
  const count = typeof jobs === 'string' && /^\d+$/.test(jobs) ? Number(jobs) : cores;
  return String(Math.min(Math.max(count, 1), MAX_THREADS));
}

if (require.main === module) {
  process.env.UV_THREADPOOL_SIZE = threadpoolSize(
    process.argv.slice(2),
    process.env,
    availableParallelism(),
  );
  void import(pathToFileURL(join(__dirname, 'main.js')).href);
}

module.exports = { threadpoolSize };

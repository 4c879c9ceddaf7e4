// `inklift`, the command line (compiled to dist-cli/main.js by vite.cli.config.ts and run by the
// package's bin, inklift.cjs, once that has sized libuv's pool): reads the arguments, then runs
// the batch on worker threads running dist-cli/clean-worker.js next to it. Its own exit codes
// are run-batch.ts's.
import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { version } from '../../package.json';
import { parseCommand, UsageError, type Command } from './args.ts';
import { EXIT, runBatch } from './run-batch.ts';
import { USAGE } from './usage.ts';

// The worker's file has this file's extension: .js when built; .ts when run from the source
// with tsx (`npx tsx src/cli/main.ts`), whose loader the worker then registers first.
const WORKER = new URL(`clean-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
const FROM_SOURCE = `import('tsx/esm/api').then(({ register }) => {
  register();
  return import(${JSON.stringify(WORKER.href)});
});`;

function startWorker() {
  return WORKER.pathname.endsWith('.ts')
    ? new Worker(FROM_SOURCE, { eval: true })
    : new Worker(WORKER);
}

async function main(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv, availableParallelism());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`inklift: ${error.message}\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  if (command.command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (command.command === 'version') {
    process.stdout.write(`${version}\n`);
    return EXIT.ok;
  }
  // sharp's libraries are opened here before any worker opens them, so they stay loaded until
  // the process ends: on glibc, a worker's exit would otherwise unload them under the others.
  await import('sharp');
  return runBatch(command, {
    startWorker,
    out: process.stderr,
    onInterrupt: (handler) => {
      process.on('SIGINT', handler);
      return () => process.off('SIGINT', handler);
    },
    quit: (code) => process.exit(code),
  });
}

process.exitCode = await main(process.argv.slice(2));

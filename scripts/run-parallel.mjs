// Runs npm scripts side by side and fails if any fails: `npm test`'s checks that do not depend on
// each other (type-check, lint, format; the unit tests and the production build) each leave most
// of a 2-core machine idle on their own. Each script's output is held and printed whole when it
// ends, so the log reads as if they had run one after another.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        process.stdout.write(`\n── npm run ${name} ──\n`);
        process.stdout.write(Buffer.concat(output));
        const failed = code !== 0;
        if (failed) process.stdout.write(`── npm run ${name} failed (${signal ?? code}) ──\n`);
        resolve(failed);
      });
    }),
);
const failures = (await Promise.all(runs)).filter(Boolean).length;
process.exit(failures > 0 ? 1 : 0);

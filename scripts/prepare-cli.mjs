// `npm ci` / `npm install` (the prepare script): builds the command line into dist-cli/, so
// `npx inklift` works right after an install. An install without the dev dependencies
// (--omit=dev) has no Vite to build with: it says so and carries on rather than failing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const vite = 'node_modules/vite/bin/vite.js';
if (!existsSync(vite)) {
  console.warn('inklift: Vite is not installed (--omit=dev?): the command line was not built');
  process.exit(0);
}
const build = spawnSync(
  process.execPath,
  [vite, 'build', '--config', 'vite.cli.config.ts', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
  },
);
process.exit(build.status ?? 1);

// pdf.js reads character maps (for CJK text without embedded fonts) and the standard 14 fonts'
// data on demand. The build copies both from the installed pdfjs-dist into
// assets/pdfjs-<version>/, served from our own origin under the long cache of hashed assets
// (the version in the path changes with the package), and tells the app where through
// __PDFJS_ASSETS__. In development it is "", and pdf.js does without them.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

export function pdfjsAssetsPlugin(): Plugin {
  const packageDir = dirname(require.resolve('pdfjs-dist/package.json'));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const folder = `assets/pdfjs-${version}/`;
  let emit = false;
  return {
    name: 'inklift-pdfjs-assets',
    config(_config, env) {
      const building = env.command === 'build';
      emit = building && !env.isSsrBuild; // the pre-render build needs the constant, not the files
      return { define: { __PDFJS_ASSETS__: JSON.stringify(building ? `/${folder}` : '') } };
    },
    generateBundle() {
      if (!emit) return;
      for (const sub of ['cmaps', 'standard_fonts']) {
        for (const name of readdirSync(join(packageDir, sub))) {
          if (name.startsWith('LICENSE')) continue;
          this.emitFile({
            type: 'asset',
            fileName: `${folder}${sub}/${name}`,
            source: readFileSync(join(packageDir, sub, name)),
          });
        }
      }
    },
  };
}

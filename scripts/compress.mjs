#!/usr/bin/env node
// Pre-compresses the built assets (Brotli and gzip, next to each file) so the server sends
// them compressed without compressing on every request: on a phone's network the JavaScript
// then arrives in about a third of the time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|txt|json|webmanifest)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const file of walk(process.argv[2] ?? 'dist')) {
  if (!COMPRESSIBLE.test(file) || file.includes('/.vite/')) continue;
  const source = readFileSync(file);
  if (source.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count++;
}
console.log(`Pre-compressed ${count} files.`);

// The HTTP headers every response of `npm start` carries. The Content Security Policy is the
// browser-enforced form of the privacy promise: no script, style, connection or image from
// anywhere but this origin, except the two donation images. 'wasm-unsafe-eval' lets the workers
// compile the cleaners' WebAssembly kernels (our own file, issue 26); it allows no eval() and no
// string-to-code of any kind, and no script from anywhere else.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The donation image origins, read from the one config module that holds them. */
export function donationImageOrigins() {
  const source = readFileSync(resolve(root, 'src/config/donations.ts'), 'utf8');
  const origins = [...source.matchAll(/imageSrc:\s*'([^']+)'/g)].map((m) => new URL(m[1]).origin);
  if (origins.length !== 2) throw new Error(`Expected 2 donation images, found ${origins.length}`);
  return origins;
}

/** The policy; `forHeader` adds what only an HTTP header can carry. */
export function contentSecurityPolicy({ forHeader = false } = {}) {
  const directives = [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${donationImageOrigins().join(' ')}`,
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ];
  if (forHeader) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

export function securityHeaders() {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ forHeader: true }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

// Puts the Content Security Policy into the built index.html as a <meta> tag, so the policy
// holds wherever the files are served. (frame-ancestors cannot be set from a <meta>: the
// server sends it as a header; see scripts/security-headers.mjs and docs/DEPLOY.md.)
// Build only: the dev server injects inline scripts for hot reloading.
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './security-headers.mjs';

export function cspMetaPlugin(): Plugin {
  return {
    name: 'inklift-csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html)) {
          throw new Error(
            'index.html has an inline script, which the Content Security Policy forbids',
          );
        }
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy() },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}

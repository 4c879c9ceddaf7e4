// Puts the Content Security Policy into the built index.html as a <meta> tag, so the policy
// holds wherever the files are served. (frame-ancestors cannot be set from a <meta>: the
// server sends it as a header; see scripts/security-headers.mjs and docs/DEPLOY.md.)
// Build only: the dev server injects inline scripts for hot reloading.
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './security-headers.mjs';

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

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
        if (/\sstyle=|<style[\s>]/i.test(html)) {
          throw new Error(
            'index.html has an inline style, which the Content Security Policy forbids',
          );
        }
        // Right after the charset declaration, which must stay within the first 1024 bytes and
        // come before anything the policy governs.
        const charset = html.match(CHARSET);
        if (!charset) throw new Error('index.html has no <meta charset>');
        const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy())}" />`;
        return html.replace(CHARSET, `${charset[0]}\n    ${meta}`);
      },
    },
  };
}

// Texts of the ways out of the app — Save PNG, Save SVG, Copy, Share — wherever a signature is
// offered (English; translations in src/i18n/locales/).
import { useMessages } from '../../i18n/use-messages.ts';

export const actionsMessages = {
  savePng: 'Save PNG',
  saveSvg: 'Save SVG',
  tracing: 'Tracing…',
  copy: 'Copy',
  share: 'Share',
  shareTitle: 'Signature',
  announce: {
    savedPng: 'Saved signature.png.',
    savedSvg: 'Saved signature.svg.',
    copied: 'Copied the signature to the clipboard. Paste it into your document.',
    shared: 'Shared the signature.',
  },
  errors: {
    copyUnsupported:
      'This browser does not let web pages put images on the clipboard. Use Save PNG and insert the file instead.',
    copyRefused:
      'The browser refused to copy (the page may need to be focused, or clipboard access is blocked for this site). Try again, or use Save PNG.',
    copyFailed: 'Copying failed. Try again, or use Save PNG.',
    svgFailed: 'The SVG could not be made. Try again, or use Save PNG.',
    shareFailed: 'Sharing failed. Use Save PNG instead.',
  },
};

/** The texts above in the language in use. */
export const useActionsMessages = () => useMessages('actions', actionsMessages);

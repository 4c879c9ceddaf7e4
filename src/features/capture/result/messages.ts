// Texts of the result's options, preview and ways out (English; translations in src/i18n/locales/).
import { useMessages } from '../../../i18n/use-messages.ts';
import type { InkColour } from '../../../core/output/ink-colour.ts';
import type { PreviewBackground, PreviewZoom } from './preview-modes.ts';

export const resultMessages = {
  signPdf: 'Sign a PDF',
  options: {
    trim: 'Trim to the signature',
    colourLegend: 'Ink colour',
    colours: { original: 'Original', black: 'Black', blue: 'Blue' } satisfies Record<
      InkColour,
      string
    >,
  },
  fineTune: {
    label: 'Ink thickness',
    lighter: 'Thinner',
    bolder: 'Thicker',
    reset: 'Reset',
    resetLabel: 'Reset ink thickness',
    /** `percent`: the strokes' width against the detected one (50–200; 100 as detected). */
    valueText: (percent: number) =>
      percent === 100 ? 'As detected' : `${percent}% of the detected width`,
    announce: (percent: number) =>
      percent === 100
        ? 'Ink thickness as detected.'
        : `Ink thickness: ${resultMessages.fineTune.valueText(percent)}.`,
  },
  preview: {
    backgroundLegend: 'Background',
    backgrounds: {
      checker: 'Transparent',
      white: 'White paper',
      dark: 'Dark',
    } satisfies Record<PreviewBackground, string>,
    zoomLegend: 'Zoom',
    zooms: { fit: 'Fit', actual: '1:1' } satisfies Record<PreviewZoom, string>,
    actualSizeRegion: 'Signature at actual size; scroll to see all of it',
    busy: 'Updating…',
  },
  actions: {
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
  },
};

/** The texts above in the language in use. */
export const useResultMessages = () => useMessages('result', resultMessages);

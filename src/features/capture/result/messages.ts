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
};

/** The texts above in the language in use. */
export const useResultMessages = () => useMessages('result', resultMessages);

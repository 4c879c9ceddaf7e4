// Texts of Draw and Type, the signature maker (English; translations in src/i18n/locales/).
import { useMessages } from '../../i18n/use-messages.ts';
import { makerLauncherTexts } from './launcher-messages.ts';
import type { MakerInk } from './maker-state.ts';

export const makerMessages = {
  launcher: makerLauncherTexts,
  drawTitle: 'Draw your signature',
  typeTitle: 'Type your signature',
  close: 'Close',
  draw: {
    padLabel: 'Drawing area',
    /** `count`: the strokes drawn so far. */
    strokes: (count: number) =>
      count === 0 ? 'nothing drawn yet' : count === 1 ? '1 stroke' : `${count} strokes`,
    padHint: 'Sign here',
    undo: 'Undo',
    clear: 'Clear',
    keyboardNote:
      'Drawing needs a finger, a pen or a mouse. With a keyboard or a switch, type your name instead.',
    typeInstead: 'Type instead',
    announce: {
      undone: 'Stroke undone.',
      cleared: 'Drawing cleared.',
    },
  },
  type: {
    nameLabel: 'Your name',
    fontLegend: 'Handwriting',
    /** Shown in each font while the name is empty. */
    sample: 'Your name',
    fontsLoading: 'Loading the handwriting fonts…',
    fontsFailed:
      'The handwriting fonts could not be loaded, so your system font is used. Try again when you are online.',
    systemFontNote:
      'The handwriting fonts have Latin letters only: the other characters are written in your system font.',
    drawInstead: 'Draw instead',
  },
  output: {
    heading: 'Your signature',
    previewAlt: 'Your signature as it will be saved',
    empty: {
      draw: 'Your signature appears here once you draw it.',
      type: 'Your signature appears here once you type your name.',
    },
    failed: 'The signature could not be made. Change something to try again.',
    trim: 'Trim to the ink',
    colourLegend: 'Ink colour',
    colours: { black: 'Black', blue: 'Blue' } satisfies Record<MakerInk, string>,
    thickness: {
      label: 'Stroke thickness',
      thinner: 'Thinner',
      thicker: 'Thicker',
      /** `percent`: the strokes' width against the usual one (50–200). */
      valueText: (percent: number) =>
        percent === 100 ? 'Usual width' : `${percent}% of the usual width`,
    },
    signPdf: 'Sign a PDF',
  },
};

export type MakerMessages = typeof makerMessages;

export function useMakerMessages(): MakerMessages {
  return useMessages('maker', makerMessages);
}

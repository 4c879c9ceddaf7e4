// Texts of the result's correction tools (English; translations in src/i18n/locales/*/correct.ts).
import { messagesNow, useMessages } from '../../i18n/use-messages.ts';
import type { CorrectTool } from './history.ts';

export const correctMessages = {
  open: 'Correct the result',
  close: 'Done correcting',
  heading: 'Correct the result',
  hint: 'Pick a tool, then tap the result or the photo beside it. Arrow keys move the marker; Enter uses the tool there.',
  toolLegend: 'Tool',
  tools: {
    ink: 'This is the ink',
    notInk: 'This is not ink',
    erase: 'Erase',
    restore: 'Restore',
  } satisfies Record<CorrectTool, string>,
  brushSize: 'Brush size',
  zoomLegend: 'Zoom',
  undo: 'Undo',
  redo: 'Redo',
  startOver: 'Start over',
  resultView: 'The result: use the tool here',
  photoView: 'The photo as taken: tap a stroke to pick its ink',
  resultCaption: 'Result',
  photoCaption: 'Photo',
  inkLevel: {
    label: 'More ink / less ink',
    less: 'Less ink',
    more: 'More ink',
    reset: 'Reset',
    resetLabel: 'Reset the amount of ink',
    valueText: (level: number) =>
      level === 0
        ? 'As the cleaner chose'
        : level > 0
          ? `More ink (+${level})`
          : `Less ink (${level})`,
  },
  /** What each action changed, said politely when the new result arrives. */
  said: {
    ink: 'Cleaned again for the ink you picked.',
    inkMore: (count: number) => `Cleaned again for the ${count} inks you picked.`,
    notInk: 'Removed.',
    erase: 'Erased.',
    restore: 'Restored.',
    nothing: 'Nothing changed: there is no ink there.',
    undone: 'Undone.',
    redone: 'Redone.',
    startedOver: 'Corrections removed.',
    level: 'Amount of ink changed.',
    penDown: 'Brush down: arrow keys draw, Enter lifts it.',
    penUp: 'Brush lifted.',
  },
};

/** The texts above in the language in use. */
export const useCorrectMessages = () => useMessages('correct', correctMessages);
export const correctMessagesNow = () => messagesNow('correct', correctMessages);

// Texts of the Instructions page (English; translations in src/i18n/locales/).
import { useMessages } from '../../i18n/use-messages.ts';
export const instructionsMessages = {
  title: 'Instructions',
  description:
    'How to capture your handwritten signature with InkLift in five steps, plus quick tips for a clean, transparent result.',
  heading: 'How to capture your signature',
  stepsHeading: 'Five steps',
  steps: [
    {
      title: 'Prepare your lighting',
      text: 'Sit facing a window or a lamp so the paper is evenly lit.',
    },
    {
      title: 'Start and capture',
      text: 'Press Start, hold your signature on white paper inside the guide box, then press Capture.',
    },
    {
      title: 'Preview',
      text: 'Check the preview. If it is blurred or cut off, simply capture again.',
    },
    {
      title: 'Clean',
      text: 'Press Clean to remove the paper and keep only the ink.',
    },
    {
      title: 'Save',
      text: 'Press Save PNG to download your transparent signature.png.',
    },
  ],
  tipsHeading: 'Quick tips',
  tips: [
    'Use a dark pen on white paper.',
    'Light the paper evenly, without shadows.',
    'Hold the paper steady and align it with the guide box.',
    'On a phone, use the back camera.',
    'Landscape often works better than portrait.',
  ],
};

/** The texts above in the language in use. */
export const useInstructionsMessages = () => useMessages('instructions', instructionsMessages);

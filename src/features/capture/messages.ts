// Texts of the Capture page (English; translations in src/i18n/locales/).
import { messagesNow, useMessages } from '../../i18n/use-messages.ts';
export const captureMessages = {
  title: 'Capture',
  description:
    'Capture your handwritten signature with your webcam and save it as a clean, transparent PNG. Free, private, and processed entirely in your browser.',
  heading: 'Capture your signature',
  localProcessing: {
    before:
      'Everything happens locally in your browser: your images never leave your device. Read our ',
    privacyLink: 'Privacy Policy',
    between: ' or learn more ',
    aboutLink: 'about InkLift',
    after: '.',
  },
  cameraHeading: 'Live view',
  liveView: 'Live camera view',
  resultHeading: 'Your signature',
  start: 'Start',
  stop: 'Stop',
  capture: 'Capture',
  clean: 'Clean',
  save: 'Save',
  discard: 'Discard',
  cameraSelect: 'Camera',
  cameraFallbackLabel: (index: number) => `Camera ${index + 1}`,
  noCameras: 'No camera yet',
  guideBox: 'Place your signature inside this box',
  guideBoxInitials: 'Place your initials inside this box',
  kindLegend: 'Capture',
  kinds: { signature: 'Signature', initials: 'Initials' },
  cameraOff: 'Press Start to turn on your camera, then hold your signature up to it.',
  cameraStarting: 'Starting the camera…',
  spaceHint: 'Tip: press Space to capture while you hold the paper.',
  timer: 'Capture after 3 seconds',
  countdown: (seconds: number) => `Capturing in ${seconds}…`,
  cancelTimer: 'Cancel timer',
  previewPlaceholder: 'Capture your signature to see it here',
  openPhoto: 'Open a photo',
  openPhotoHint: 'No webcam? Open, drop or paste a photo of your signature instead.',
  openPhotoHintTouch: 'No webcam? Open a photo of your signature instead, or take one now.',
  dropHere: 'Drop the photo here',
  crop: 'Crop',
  /** Says what the preview shows. */
  shows: {
    captured: 'Not cleaned yet: this is the picture as captured.',
    cleaned: 'Cleaned: the paper is removed.',
  },
  previewAlt: {
    captured: 'Your captured signature',
    cleaned: 'Your signature with the background removed',
  },
  enhanced: 'Enhanced cleaning — for shadows and thin pens',
  announce: {
    cameraOn: 'Camera on.',
    cameraOff: 'Camera off.',
    saved: 'Saved signature.png.',
  },
};

/** The texts above in the language in use. */
export const useCaptureMessages = () => useMessages('capture', captureMessages);
export const captureMessagesNow = () => messagesNow('capture', captureMessages);

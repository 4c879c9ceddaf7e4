// Texts of the Capture page (English).
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
  cameraOff: 'Press Start to turn on your camera, then hold your signature up to it.',
  cameraStarting: 'Starting the camera…',
  spaceHint: 'Tip: press Space to capture while you hold the paper.',
  timer: 'Capture after 3 seconds',
  countdown: (seconds: number) => `Capturing in ${seconds}…`,
  cancelTimer: 'Cancel timer',
  previewPlaceholder: 'Capture your signature to see it here',
  openPhoto: 'Open a photo',
  openPhotoHint: 'No webcam? Open or drop a photo of your signature instead.',
  dropHere: 'Drop the photo to use it',
  previewAlt: {
    captured: 'Your captured signature',
    cleaned: 'Your signature with the background removed',
  },
  cleaning: 'Removing the background…',
  enhanced: 'Enhanced cleaning — for shadows and thin pens',
  implausible:
    'This result looks wrong: more than a quarter of the box turned into ink, so a shadow or a dark edge was probably taken for ink.',
  useEnhanced: 'Use enhanced cleaning',
  announce: {
    cameraOn: 'Camera on.',
    cameraOff: 'Camera off.',
    captured: 'Signature captured.',
    photoLoaded: 'Photo loaded.',
    cleaned: 'Background removed.',
    discarded: 'Result discarded.',
    saved: 'Saved signature.png.',
  },
  errors: {
    denied:
      'Camera access is blocked. Allow the camera for this site — click the camera icon in the address bar or open the site settings — then press Start again.',
    notFound:
      'No camera was found. Connect a camera (or open a photo instead), then press Start again.',
    busy: 'The camera is in use by another app. Close the other app (video calls, camera apps), then press Start again.',
    insecure:
      'The camera only works on a secure page: open InkLift over https:// or on localhost, then press Start again.',
    unsupported:
      'This browser cannot use a camera here. Open a photo instead, or try a current browser.',
    disconnected: 'The camera was disconnected. Reconnect it, then press Start again.',
    other: (detail: string) => `The camera could not start (${detail}). Press Start to try again.`,
    photoUnreadable: 'That file could not be read as an image. Choose a PNG, JPEG or WebP photo.',
    photoTooLarge: (megapixels: number) =>
      `That photo is ${megapixels} megapixels; it was scaled down to fit the browser's limits.`,
    cleanFailed: (detail: string) => `Cleaning failed (${detail}). Try again.`,
    saveFailed: 'The image could not be saved. Try again.',
  },
};

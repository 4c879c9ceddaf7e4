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
};

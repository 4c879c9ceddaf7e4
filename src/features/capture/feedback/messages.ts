// Texts shown only while a photo is worked on or when something went wrong (English; translations in src/i18n/locales/). They load
// with the photo path (the first photo, drop or paste, or the first problem), not with the page.
import { messagesNow, useMessages } from '../../../i18n/use-messages.ts';
export const feedbackMessages = {
  steps: { open: 'Opening the photo…', crop: 'Cropping…', clean: 'Removing the background…' },
  cancel: 'Cancel',
  implausible: {
    tooMuchInk: (where: string) =>
      `This result looks wrong: more than a quarter of the ${where} turned into ink, so a shadow or a dark edge was probably taken for ink.`,
    tooLittleInk: (where: string) =>
      `This result looks wrong: almost nothing in the ${where} was kept as ink, so the signature was probably too faint or too thin for this cleaning.`,
    box: 'box',
    photo: 'photo',
    useEnhanced: 'Use enhanced cleaning',
    useStandard: 'Use standard cleaning',
  },
  /** What the live judge saw in the picture that was cleaned (the same verdict as the hint line). */
  /** Where the correction tools fix a result, named as their buttons are. */
  fix: {
    tooLittleInk:
      'Or press Correct the result, choose This is the ink and tap a stroke on the photo.',
    tooMuchInk: 'Or press Correct the result, choose This is not ink and tap what is not ink.',
    lines:
      'Lines on the paper were kept as ink. To take one away, press Correct the result, choose This is not ink and tap the line: it goes along its whole length.',
    hollow:
      'Some strokes came out hollow. To fill them, press Correct the result, choose This is the ink and tap a stroke.',
  },
  source: {
    noSignatureBox:
      'No signature was found in the box: it looks like blank paper. Hold your signature inside the box and capture again.',
    noSignaturePhoto:
      'No signature was found in this area of the photo: it looks like blank paper. Press Crop to choose the signature, or open another photo.',
    blurry:
      'This capture is blurry, so the strokes may come out soft or broken. Hold the paper still, let the camera focus, and capture again.',
    tooDarkBox:
      'This capture is too dark to read the signature: strokes may be missing or speckled. Add light (a lamp or a window) and capture again, or press Open a photo.',
    tooDarkPhoto:
      'This photo is too dark to read the signature: strokes may be missing or speckled. Take it again in more light (a lamp or a window), or open another photo.',
    tooBlurredBox:
      'This capture is too blurred to read the signature: strokes may be missing or smudged. Hold the paper still, let the camera focus, and capture again, or press Open a photo.',
    tooBlurredPhoto:
      'This photo is too blurred to read the signature: strokes may be missing or smudged. Take it again holding still and letting the camera focus, or open another photo.',
  },
  announce: {
    captured: 'Signature captured.',
    cleaned: 'Background removed.',
    discarded: 'Result discarded.',
    cropReady: 'Photo opened. Choose the area of the signature, then press Use this area.',
    cropped: 'Cropped.',
    cancelled: 'Stopped. The previous result is kept.',
  },
  scaled: (megapixels: number) =>
    `This photo has ${megapixels} megapixels; it was scaled to 50 megapixels, which is plenty for a signature.`,
  /** Why a picture or a drop could not be used, and what to do instead. */
  problems: {
    empty: () => 'That file is empty. Choose the photo again, or take a new one.',
    notImage: () =>
      'That file is not a picture. Choose a photo: JPEG, PNG, WebP, AVIF, GIF or BMP.',
    heic: () =>
      'This browser cannot open HEIC photos (the iPhone format). Save it as JPEG or PNG — on the iPhone, Settings › Camera › Formats › Most Compatible — or take a screenshot of it, then open that.',
    unsupported: (format?: string) =>
      `This browser cannot open ${format ? `${format} files` : 'files of this kind'}. Save the picture as JPEG or PNG and open that.`,
    drawing: () =>
      'InkLift does not take SVG pictures: it cleans photos and scans. Open a JPEG or PNG photo of your signature — or place the SVG on a document with Sign PDF.',
    document: () =>
      'That is a PDF document, not a photo. To sign it, open it in Sign PDF; to clean a signature, open a JPEG or PNG photo of it.',
    corrupt: (format?: string) =>
      `That ${format ?? 'picture'} file is damaged or cut off, so it cannot be read. Copy or download it again, or take a new photo.`,
    tooLarge: (size?: string) =>
      `That picture is too large for the browser (${size ?? 'a side over 32,767 pixels'}). Scale it down or crop it in a photo app, then open it again.`,
    several: (count?: string) =>
      `You dropped ${count ?? 'several'} files. Drop or choose one photo of your signature.`,
    folder: () => 'That is a folder. Open it and drop or choose one photo from it.',
    text: () =>
      'That is text, not a picture. Copy the photo itself (right-click it › Copy image) or save it and open the file.',
    cleanFailed: () => 'Cleaning failed. Try again.',
    saveFailed: () => 'The image could not be saved. Try again.',
  },
  /** Camera failures (spec §8 logs them; we also say what to do). */
  cameraErrors: {
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
    other: (reason: string) => `The camera could not start (${reason}). Press Start to try again.`,
    /** The reason inside `other`, worded from the error's name (never the browser's message). */
    reasons: {
      codeLoad: 'part of the app did not load — check the connection',
      notSupported: 'the browser does not support this camera mode',
      unknown: 'an unexpected error',
    },
  },
};

/** The texts above in the language in use. */
export const useFeedbackMessages = () => useMessages('feedback', feedbackMessages);
export const feedbackMessagesNow = () => messagesNow('feedback', feedbackMessages);

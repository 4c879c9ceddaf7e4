// Texts of the Sign page (English; translations in src/i18n/locales/).
import { messagesNow, useMessages } from '../../i18n/use-messages.ts';
import type { OpenFailure } from '../../lib/pdf/open-pdf.ts';

export const signMessages = {
  title: 'Sign a PDF',
  description:
    'Place your signature on a PDF and save the signed copy — in your browser, without uploading the document anywhere. Free and private.',
  heading: 'Sign a PDF',
  intro:
    'Open a PDF, place your signature on it and save the signed copy. The document stays on this device: it is never uploaded. ',
  introCapture: 'Capture your signature',
  introAfter: ' first, or choose an image of it once the PDF is open.',
  openPdf: 'Open a PDF',
  dropHint: 'or drop a PDF here',
  dropHere: 'Drop the PDF to open it',
  opening: (name: string) => `Opening ${name}…`,
  opened: (name: string, pages: number) =>
    `${name} is open: ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
  openAnother: 'Open another PDF',
  failures: {
    'not-pdf': 'This file is not a PDF. Choose a file that ends in .pdf.',
    damaged:
      'This PDF is damaged or incomplete and cannot be opened. Try downloading it again or choose another copy.',
    'needs-password': 'This PDF is protected by a password. Enter it to open the document.',
    'wrong-password': 'That password is not right. Try again.',
    unavailable:
      'The PDF tools could not be loaded. Connect to the internet and try again: once loaded, they work offline too.',
  } satisfies Record<OpenFailure, string>,
  readFailed: 'The file could not be read. Choose it again.',
  passwordLabel: 'Password',
  passwordSubmit: 'Open',
  passwordCancel: 'Cancel',
  signatureHeading: 'Signature',
  signatureAlt: 'Your signature',
  noSignature: 'No signature yet. ',
  captureLink: 'Capture one',
  noSignatureAfter: ', or choose an image of it.',
  chooseImage: 'Choose a signature image',
  chooseImageHint:
    'A PNG or SVG with a transparent background, or a photo of your signature: its paper is removed for you.',
  imageFailed:
    'No signature could be taken from that image. Choose a PNG or SVG, or a clear photo of your signature on white paper.',
  addSignature: 'Add to this page',
  placeHint: 'Click or tap a page to place your signature.',
  keyboardHint:
    'Arrow keys move the signature, Shift with arrow keys resizes it, Delete removes it.',
  addDate: 'Add today’s date below each signature',
  zoom: 'Zoom',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  fitWidth: 'Fit width',
  zoomLevel: (percent: number) => `${percent}%`,
  pageLabel: 'Page',
  ofPages: (count: number) => `of ${count}`,
  pageCaption: (page: number, count: number) => `Page ${page} of ${count}`,
  pageRegion: (page: number) => `Page ${page}`,
  documentRegion: 'The document’s pages',
  placement: (page: number) => `Signature on page ${page}`,
  placementRole: 'placed signature',
  remove: (page: number) => `Remove the signature on page ${page}`,
  placed: (page: number) => `Signature placed on page ${page}.`,
  removed: (page: number) => `Signature removed from page ${page}.`,
  resized: (percent: number) => `Signature size ${percent}%.`,
  placements: (count: number) =>
    count === 0
      ? 'No signatures placed yet.'
      : `${count} ${count === 1 ? 'signature' : 'signatures'} placed.`,
  flatten: 'Flatten the fields you fill in',
  flattenHint:
    'Their values become part of the page. Empty fields and signature fields stay fillable.',
  save: 'Save signed PDF',
  saving: 'Saving…',
  saved: (name: string) => `Saved ${name}.`,
  saveFailed: 'The signed PDF could not be written. Your document and placements are unchanged.',
  protectedNote: 'The signed copy opens with the same password.',
  unwritable: (characters: string) =>
    `The PDF's standard font cannot write these characters: ${characters}. Remove or replace them, then save again. Nothing was lost.`,
  fieldRefused: (field: string) =>
    `The form field “${field}” does not take that value. Change it, then save again. Nothing was lost.`,
  restricted:
    'Its author restricted changes to this PDF. Your signed copy keeps the same restrictions in readers that honour them.',
  localNote:
    'Everything happens in your browser: the PDF and your signature never leave this device.',
  xfaForm:
    'This is an XFA form: its fields cannot be filled here. You can still place your signature, text, dates and marks on its pages.',
  nextPlace: (at: number | null, count: number) =>
    at === null ? `Next place to sign (${count})` : `Next place (${at + 1} of ${count})`,
  spots: { signature: 'Sign here', initials: 'Initial here', date: 'Date here' },
  spotAt: (what: string, page: number) => `${what}: page ${page}.`,
  spotUsed: (what: string, page: number) => `${what}: placed on page ${page}.`,
  photoCrop: 'The signature in your photo',
  photoOpening: 'Opening the photo…',
  photoCleaning: 'Removing the paper…',
  photoCorrect: 'Use and correct',
  photoUseResult: 'Use this signature',
  photoBack: 'Back to the area',
  photoNoInk: 'No signature was found in this area. Go back and choose another.',
  photoTooDark:
    'This photo is too dark to read the signature: strokes may be missing or speckled. Take it again in more light, or choose another photo.',
  photoTooBlurred:
    'This photo is too blurred to read the signature: strokes may be missing or smudged. Take it again holding still and letting the camera focus, or choose another photo.',
  replaceUnsaved: (name: string) =>
    `Open another PDF? What you placed and filled in on ${name} is not saved yet and will be lost.`,
  leaveUnsaved: (name: string) =>
    `Leave this page? What you placed and filled in on ${name} is not saved yet and will be lost.`,
  toolsSummary: 'Signature and tools',
  toolsLegend: 'A click on a page places',
  inkLegend: 'Text and marks in',
  inks: { black: 'Black', blue: 'Blue' },
  tools: {
    signature: 'Signature',
    text: 'Text',
    date: 'Date',
    tick: 'Tick ✓',
    cross: 'Cross ✗',
  },
  items: {
    text: (page: number) => `Text on page ${page}`,
    date: (page: number) => `Date on page ${page}`,
    tick: (page: number) => `Tick on page ${page}`,
    cross: (page: number) => `Cross on page ${page}`,
  },
  itemPlaced: (label: string) => `${label}: placed.`,
  itemRemoved: (label: string) => `${label}: removed.`,
  removeItem: (label: string) => `Remove: ${label}`,
  smallerText: 'Smaller text',
  largerText: 'Larger text',
  everyPage: 'Repeat on every page',
  repeated: (count: number) =>
    count === 1 ? 'Copied to 1 more page.' : `Copied to ${count} more pages.`,
  repeatedAlready: 'Already on every page.',
  undo: 'Undo',
  undone: 'Undone.',
  /** A placed picture's alternative text in the saved PDF (`name`: the kept item's own name). */
  altSignature: (name: string | null) => (name ? `Signature of ${name}` : 'Signature'),
  altInitials: (name: string | null) => (name ? `Initials of ${name}` : 'Initials'),
};

export type SignMessages = typeof signMessages;

/** The texts above in the language in use. */
export const useSignMessages = () => useMessages('sign', signMessages);
export const signMessagesNow = () => messagesNow('sign', signMessages);

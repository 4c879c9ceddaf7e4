// The names the output is saved and shared under: the spec's signature.png and its SVG twin.
// Defined here, outside constants.ts, so the lazily loaded result panel does not share (and
// split out of the Capture page) the whole constants module for one name.
export const PNG_FILE_NAME = 'signature.png';
export const SVG_FILE_NAME = 'signature.svg';

// The names the output is saved and shared under: the spec's signature.png and its SVG twin.
export { DOWNLOAD_FILE_NAME as PNG_FILE_NAME } from '../constants.ts';
export const SVG_FILE_NAME = 'signature.svg';

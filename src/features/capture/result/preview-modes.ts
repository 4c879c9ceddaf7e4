// What the preview can show the signature on, and at what scale.
export type PreviewBackground = 'checker' | 'white' | 'dark';
export const PREVIEW_BACKGROUNDS: readonly PreviewBackground[] = ['checker', 'white', 'dark'];

export type PreviewZoom = 'fit' | 'actual';
export const PREVIEW_ZOOMS: readonly PreviewZoom[] = ['fit', 'actual'];

// German texts of the result's options, preview and ways out.
import type { Catalog } from '../../catalog.ts';

export const result: Catalog['result'] = {
  signPdf: 'PDF unterschreiben',
  options: {
    trim: 'Auf die Unterschrift zuschneiden',
    colourLegend: 'Tintenfarbe',
    colours: { original: 'Original', black: 'Schwarz', blue: 'Blau' },
  },
  fineTune: {
    label: 'Strichstärke',
    lighter: 'Feiner',
    bolder: 'Kräftiger',
    reset: 'Zurücksetzen',
    resetLabel: 'Strichstärke zurücksetzen',
    valueText: (percent: number) =>
      percent === 100 ? 'Wie erkannt' : `${percent} % der erkannten Breite`,
    announce: (percent: number) =>
      percent === 100
        ? 'Strichstärke wie erkannt.'
        : `Strichstärke: ${result.fineTune.valueText(percent)}.`,
  },
  preview: {
    backgroundLegend: 'Hintergrund',
    backgrounds: {
      checker: 'Transparent',
      white: 'Weißes Papier',
      dark: 'Dunkel',
    },
    zoomLegend: 'Zoom',
    zooms: { fit: 'Einpassen', actual: '1:1' },
    actualSizeRegion: 'Unterschrift in Originalgröße; scrollen Sie, um alles zu sehen',
    busy: 'Wird aktualisiert…',
  },
};

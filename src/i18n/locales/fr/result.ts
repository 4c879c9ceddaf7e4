// French texts of the result's options, preview and ways out (save, copy, share, sign).
import type { Catalog } from '../../catalog.ts';

export const result: Catalog['result'] = {
  signPdf: 'Signer un PDF',
  options: {
    trim: 'Rogner autour de la signature',
    colourLegend: 'Couleur de l’encre',
    colours: { original: 'D’origine', black: 'Noir', blue: 'Bleu' },
  },
  fineTune: {
    label: 'Épaisseur du trait',
    lighter: 'Plus fin',
    bolder: 'Plus épais',
    reset: 'Réinitialiser',
    resetLabel: 'Réinitialiser l’épaisseur du trait',
    valueText: (percent: number) =>
      percent === 100 ? 'Tel que détecté' : `${percent}\u202F% de l’épaisseur détectée`,
    announce: (percent: number) =>
      percent === 100
        ? 'Épaisseur du trait telle que détectée.'
        : `Épaisseur du trait\u202F: ${result.fineTune.valueText(percent).toLowerCase()}.`,
  },
  preview: {
    backgroundLegend: 'Fond',
    backgrounds: {
      checker: 'Transparent',
      white: 'Papier blanc',
      dark: 'Sombre',
    },
    zoomLegend: 'Zoom',
    zooms: { fit: 'Ajuster', actual: '1:1' },
    actualSizeRegion: 'Signature en taille réelle\u202F; faites défiler pour la voir en entier',
    busy: 'Mise à jour…',
  },
};

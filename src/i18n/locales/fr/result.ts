// French texts of the result's options, preview and ways out (save, copy, share, sign).
import type { Catalog } from '../../../app/i18n/catalog.ts';

const orSavePng = 'Réessayez, ou utilisez Enregistrer en PNG.';

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
  actions: {
    savePng: 'Enregistrer en PNG',
    saveSvg: 'Enregistrer en SVG',
    tracing: 'Vectorisation…',
    copy: 'Copier',
    share: 'Partager',
    shareTitle: 'Signature',
    announce: {
      savedPng: 'Fichier signature.png enregistré.',
      savedSvg: 'Fichier signature.svg enregistré.',
      copied: 'Signature copiée dans le presse-papiers. Collez-la dans votre document.',
      shared: 'Signature partagée.',
    },
    errors: {
      copyUnsupported:
        'Ce navigateur ne permet pas aux pages web de copier des images dans le presse-papiers. Utilisez plutôt Enregistrer en PNG et insérez le fichier.',
      copyRefused: `Le navigateur a refusé la copie (la page doit peut-être être active, ou l’accès au presse-papiers est bloqué pour ce site). ${orSavePng}`,
      copyFailed: `La copie a échoué. ${orSavePng}`,
      svgFailed: `Le SVG n’a pas pu être créé. ${orSavePng}`,
      shareFailed: 'Le partage a échoué. Utilisez plutôt Enregistrer en PNG.',
    },
  },
};

// Texts of Save PNG, Save SVG, Copy and Share (fr).
import type { Catalog } from '../../catalog.ts';

const orSavePng = 'Réessayez, ou utilisez Enregistrer en PNG.';

export const actions: Catalog['actions'] = {
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
};

// Texts of Draw and Type (fr).
import type { Catalog } from '../../catalog.ts';

export const maker: Catalog['maker'] = {
  launcher: {
    noPaper: 'Pas de papier sous la main ?',
    draw: 'Dessiner une signature',
    type: 'Taper une signature',
    opening: 'Ouverture…',
    loadFailed:
      'Cette partie d’InkLift n’a pas pu être chargée. Vérifiez la connexion et réessayez.',
  },
  drawTitle: 'Dessinez votre signature',
  typeTitle: 'Tapez votre signature',
  close: 'Fermer',
  draw: {
    padLabel: 'Zone de dessin',
    strokes: (count: number) =>
      count === 0 ? 'rien n’est encore dessiné' : count === 1 ? '1 trait' : `${count} traits`,
    padHint: 'Signez ici',
    undo: 'Annuler',
    clear: 'Effacer',
    keyboardNote:
      'Pour dessiner, il faut un doigt, un stylet ou une souris. Au clavier ou avec un contacteur, tapez plutôt votre nom.',
    typeInstead: 'Taper plutôt',
    announce: {
      undone: 'Trait annulé.',
      cleared: 'Dessin effacé.',
    },
  },
  type: {
    nameLabel: 'Votre nom',
    fontLegend: 'Écriture',
    sample: 'Votre nom',
    fontsLoading: 'Chargement des écritures manuscrites…',
    fontsFailed:
      'Les écritures manuscrites n’ont pas pu être chargées : la police du système est utilisée. Réessayez une fois en ligne.',
    systemFontNote:
      'Les écritures manuscrites n’ont que des lettres latines : les autres caractères s’écrivent dans la police de votre système.',
    drawInstead: 'Dessiner plutôt',
  },
  output: {
    heading: 'Votre signature',
    previewAlt: 'Votre signature telle qu’elle sera enregistrée',
    empty: {
      draw: 'Votre signature apparaît ici dès que vous la dessinez.',
      type: 'Votre signature apparaît ici dès que vous tapez votre nom.',
    },
    failed: 'La signature n’a pas pu être créée. Modifiez un réglage pour réessayer.',
    trim: 'Rogner autour de l’encre',
    colourLegend: 'Couleur de l’encre',
    colours: { black: 'Noir', blue: 'Bleu' },
    thickness: {
      label: 'Épaisseur du trait',
      thinner: 'Plus fin',
      thicker: 'Plus épais',
      valueText: (percent: number) =>
        percent === 100 ? 'Largeur habituelle' : `${percent} % de la largeur habituelle`,
    },
    signPdf: 'Signer un PDF',
  },
};

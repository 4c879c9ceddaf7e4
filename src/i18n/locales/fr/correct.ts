// French texts of the result's correction tools.
import type { Catalog } from '../../catalog.ts';

export const correct: Catalog['correct'] = {
  open: 'Corriger le résultat',
  close: 'Terminer la correction',
  heading: 'Corriger le résultat',
  hint: 'Choisissez un outil, puis touchez le résultat ou la photo à côté. Les flèches déplacent le repère ; Entrée utilise l’outil à cet endroit.',
  toolLegend: 'Outil',
  tools: {
    ink: 'Ceci est l’encre',
    notInk: 'Ceci n’est pas de l’encre',
    erase: 'Effacer',
    restore: 'Restaurer',
  },
  brushSize: 'Taille du pinceau',
  zoomLegend: 'Zoom',
  undo: 'Annuler',
  redo: 'Rétablir',
  startOver: 'Tout recommencer',
  resultView: 'Le résultat : utilisez l’outil ici',
  photoView: 'La photo telle que prise : touchez un trait pour choisir son encre',
  resultCaption: 'Résultat',
  photoCaption: 'Photo',
  inkLevel: {
    label: 'Plus d’encre / moins d’encre',
    less: 'Moins d’encre',
    more: 'Plus d’encre',
    reset: 'Réinitialiser',
    resetLabel: 'Réinitialiser la quantité d’encre',
    valueText: (level: number) =>
      level === 0
        ? 'Comme l’a choisi le nettoyage'
        : level > 0
          ? `Plus d’encre (+${level})`
          : `Moins d’encre (${level})`,
  },
  said: {
    ink: 'Nettoyé à nouveau pour l’encre choisie.',
    inkMore: (count: number) => `Nettoyé à nouveau pour les ${count} encres choisies.`,
    notInk: 'Retiré.',
    erase: 'Effacé.',
    restore: 'Restauré.',
    nothing: 'Rien n’a changé : il n’y a pas d’encre à cet endroit.',
    undone: 'Annulé.',
    redone: 'Rétabli.',
    startedOver: 'Corrections retirées.',
    level: 'Quantité d’encre modifiée.',
    penDown: 'Pinceau posé : les flèches dessinent, Entrée le lève.',
    penUp: 'Pinceau levé.',
  },
};

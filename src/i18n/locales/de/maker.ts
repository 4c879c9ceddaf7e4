// Texts of Draw and Type (de).
import type { Catalog } from '../../catalog.ts';

export const maker: Catalog['maker'] = {
  launcher: {
    noPaper: 'Kein Papier zur Hand?',
    draw: 'Unterschrift zeichnen',
    type: 'Unterschrift tippen',
    opening: 'Wird geöffnet…',
    loadFailed:
      'Dieser Teil von InkLift konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  },
  drawTitle: 'Unterschrift zeichnen',
  typeTitle: 'Unterschrift tippen',
  close: 'Schließen',
  draw: {
    padLabel: 'Zeichenfläche',
    strokes: (count: number) =>
      count === 0 ? 'noch nichts gezeichnet' : count === 1 ? '1 Strich' : `${count} Striche`,
    padHint: 'Hier unterschreiben',
    undo: 'Rückgängig',
    clear: 'Leeren',
    keyboardNote:
      'Zum Zeichnen braucht es einen Finger, einen Stift oder eine Maus. Mit Tastatur oder Schalter tippen Sie Ihren Namen stattdessen.',
    typeInstead: 'Stattdessen tippen',
    announce: {
      undone: 'Strich rückgängig gemacht.',
      cleared: 'Zeichnung geleert.',
    },
  },
  type: {
    nameLabel: 'Ihr Name',
    fontLegend: 'Handschrift',
    sample: 'Ihr Name',
    fontsLoading: 'Die Handschriften werden geladen…',
    fontsFailed:
      'Die Handschriften konnten nicht geladen werden, daher wird die Systemschrift verwendet. Versuchen Sie es erneut, wenn Sie online sind.',
    systemFontNote:
      'Die Handschriften enthalten nur lateinische Buchstaben: Die übrigen Zeichen erscheinen in Ihrer Systemschrift.',
    drawInstead: 'Stattdessen zeichnen',
  },
  output: {
    heading: 'Ihre Unterschrift',
    previewAlt: 'Ihre Unterschrift, wie sie gespeichert wird',
    empty: {
      draw: 'Ihre Unterschrift erscheint hier, sobald Sie sie zeichnen.',
      type: 'Ihre Unterschrift erscheint hier, sobald Sie Ihren Namen tippen.',
    },
    failed:
      'Die Unterschrift konnte nicht erstellt werden. Ändern Sie etwas, um es erneut zu versuchen.',
    trim: 'Auf die Tinte zuschneiden',
    colourLegend: 'Tintenfarbe',
    colours: { black: 'Schwarz', blue: 'Blau' },
    thickness: {
      label: 'Strichstärke',
      thinner: 'Feiner',
      thicker: 'Kräftiger',
      valueText: (percent: number) =>
        percent === 100 ? 'Übliche Breite' : `${percent} % der üblichen Breite`,
    },
    signPdf: 'PDF unterschreiben',
  },
};

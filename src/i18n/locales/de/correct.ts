// German texts of the result's correction tools.
import type { Catalog } from '../../catalog.ts';

export const correct: Catalog['correct'] = {
  open: 'Ergebnis korrigieren',
  close: 'Korrektur beenden',
  heading: 'Ergebnis korrigieren',
  hint: 'Wählen Sie ein Werkzeug und tippen Sie dann auf das Ergebnis oder das Foto daneben. Die Pfeiltasten bewegen die Markierung; die Eingabetaste wendet das Werkzeug dort an.',
  toolLegend: 'Werkzeug',
  tools: {
    ink: 'Das ist die Tinte',
    notInk: 'Das ist keine Tinte',
    erase: 'Radieren',
    restore: 'Wiederherstellen',
  },
  brushSize: 'Pinselgröße',
  zoomLegend: 'Zoom',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  startOver: 'Neu beginnen',
  resultView: 'Das Ergebnis: Werkzeug hier anwenden',
  photoView: 'Das Foto wie aufgenommen: Tippen Sie auf einen Strich, um seine Tinte zu wählen',
  resultCaption: 'Ergebnis',
  photoCaption: 'Foto',
  inkLevel: {
    label: 'Mehr Tinte / weniger Tinte',
    less: 'Weniger Tinte',
    more: 'Mehr Tinte',
    reset: 'Zurücksetzen',
    resetLabel: 'Tintenmenge zurücksetzen',
    valueText: (level: number) =>
      level === 0
        ? 'Wie vom Bereinigen gewählt'
        : level > 0
          ? `Mehr Tinte (+${level})`
          : `Weniger Tinte (${level})`,
  },
  said: {
    ink: 'Für die gewählte Tinte neu bereinigt.',
    inkMore: (count: number) => `Für die ${count} gewählten Tinten neu bereinigt.`,
    notInk: 'Entfernt.',
    erase: 'Radiert.',
    restore: 'Wiederhergestellt.',
    nothing: 'Nichts geändert: Dort ist keine Tinte.',
    undone: 'Rückgängig gemacht.',
    redone: 'Wiederholt.',
    startedOver: 'Korrekturen entfernt.',
    level: 'Tintenmenge geändert.',
    penDown: 'Pinsel aufgesetzt: Die Pfeiltasten zeichnen, die Eingabetaste hebt ihn an.',
    penUp: 'Pinsel angehoben.',
  },
};

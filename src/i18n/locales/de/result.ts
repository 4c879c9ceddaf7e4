// German texts of the result's options, preview and ways out.
import type { Catalog } from '../../../app/i18n/catalog.ts';

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
  actions: {
    savePng: 'PNG speichern',
    saveSvg: 'SVG speichern',
    tracing: 'Wird vektorisiert…',
    copy: 'Kopieren',
    share: 'Teilen',
    shareTitle: 'Unterschrift',
    announce: {
      savedPng: 'signature.png gespeichert.',
      savedSvg: 'signature.svg gespeichert.',
      copied: 'Unterschrift in die Zwischenablage kopiert. Fügen Sie sie in Ihr Dokument ein.',
      shared: 'Unterschrift geteilt.',
    },
    errors: {
      copyUnsupported:
        'Dieser Browser erlaubt Webseiten nicht, Bilder in die Zwischenablage zu legen. Verwenden Sie stattdessen „PNG speichern“ und fügen Sie die Datei ein.',
      copyRefused:
        'Der Browser hat das Kopieren verweigert (eventuell muss die Seite im Fokus sein, oder der Zugriff auf die Zwischenablage ist für diese Website blockiert). Versuchen Sie es erneut oder verwenden Sie „PNG speichern“.',
      copyFailed:
        'Kopieren fehlgeschlagen. Versuchen Sie es erneut oder verwenden Sie „PNG speichern“.',
      svgFailed:
        'Die SVG-Datei konnte nicht erstellt werden. Versuchen Sie es erneut oder verwenden Sie „PNG speichern“.',
      shareFailed: 'Teilen fehlgeschlagen. Verwenden Sie stattdessen „PNG speichern“.',
    },
  },
};

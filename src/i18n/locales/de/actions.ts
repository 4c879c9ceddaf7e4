// Texts of Save PNG, Save SVG, Copy and Share (de).
import type { Catalog } from '../../catalog.ts';

export const actions: Catalog['actions'] = {
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
};

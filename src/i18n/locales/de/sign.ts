// German texts of the Sign page.
import type { Catalog } from '../../catalog.ts';

export const sign: Catalog['sign'] = {
  title: 'PDF unterschreiben',
  description:
    'Platzieren Sie Ihre Unterschrift auf einem PDF und speichern Sie die unterschriebene Kopie – direkt im Browser, ohne das Dokument irgendwohin hochzuladen. Kostenlos und privat.',
  heading: 'PDF unterschreiben',
  intro:
    'Öffnen Sie ein PDF, platzieren Sie Ihre Unterschrift darauf und speichern Sie die unterschriebene Kopie. Das Dokument bleibt auf diesem Gerät: Es wird nie hochgeladen. ',
  introCapture: 'Nehmen Sie zuerst Ihre Unterschrift auf',
  introAfter: ' oder wählen Sie ein Bild davon, sobald das PDF geöffnet ist.',
  openPdf: 'PDF öffnen',
  dropHint: 'oder PDF hierher ziehen',
  dropHere: 'PDF zum Öffnen hier ablegen',
  opening: (name: string) => `${name} wird geöffnet…`,
  opened: (name: string, pages: number) =>
    `${name} ist geöffnet: ${pages} ${pages === 1 ? 'Seite' : 'Seiten'}.`,
  openAnother: 'Anderes PDF öffnen',
  failures: {
    'not-pdf': 'Diese Datei ist kein PDF. Wählen Sie eine Datei mit der Endung .pdf.',
    damaged:
      'Dieses PDF ist beschädigt oder unvollständig und kann nicht geöffnet werden. Laden Sie es erneut herunter oder wählen Sie eine andere Kopie.',
    'needs-password':
      'Dieses PDF ist durch ein Passwort geschützt. Geben Sie es ein, um das Dokument zu öffnen.',
    'wrong-password': 'Das Passwort ist nicht richtig. Versuchen Sie es erneut.',
    unavailable:
      'Die PDF-Werkzeuge konnten nicht geladen werden. Stellen Sie eine Internetverbindung her und versuchen Sie es erneut: Einmal geladen, funktionieren sie auch offline.',
  },
  readFailed: 'Die Datei konnte nicht gelesen werden. Wählen Sie sie erneut.',
  passwordLabel: 'Passwort',
  passwordSubmit: 'Öffnen',
  passwordCancel: 'Abbrechen',
  signatureHeading: 'Unterschrift',
  signatureAlt: 'Ihre Unterschrift',
  noSignature: 'Noch keine Unterschrift. ',
  captureLink: 'Nehmen Sie eine auf',
  noSignatureAfter: ' oder wählen Sie ein Bild davon.',
  chooseImage: 'Unterschriftsbild wählen',
  chooseImageHint:
    'Ein PNG oder SVG mit transparentem Hintergrund oder ein Foto Ihrer Unterschrift: Das Papier wird für Sie entfernt.',
  imageFailed:
    'Aus diesem Bild ließ sich keine Unterschrift gewinnen. Wählen Sie ein PNG oder SVG oder ein deutliches Foto Ihrer Unterschrift auf weißem Papier.',
  addSignature: 'Auf diese Seite setzen',
  placeHint: 'Klicken oder tippen Sie auf eine Seite, um Ihre Unterschrift zu platzieren.',
  keyboardHint:
    'Pfeiltasten verschieben die Unterschrift, Umschalt+Pfeiltasten ändern ihre Größe, Entf entfernt sie.',
  addDate: 'Heutiges Datum unter jede Unterschrift setzen',
  zoom: 'Zoom',
  zoomOut: 'Verkleinern',
  zoomIn: 'Vergrößern',
  fitWidth: 'Seitenbreite',
  zoomLevel: (percent: number) => `${percent} %`,
  pageLabel: 'Seite',
  ofPages: (count: number) => `von ${count}`,
  pageCaption: (page: number, count: number) => `Seite ${page} von ${count}`,
  pageRegion: (page: number) => `Seite ${page}`,
  documentRegion: 'Die Seiten des Dokuments',
  placement: (page: number) => `Unterschrift auf Seite ${page}`,
  placementRole: 'platzierte Unterschrift',
  remove: (page: number) => `Unterschrift auf Seite ${page} entfernen`,
  placed: (page: number) => `Unterschrift auf Seite ${page} platziert.`,
  removed: (page: number) => `Unterschrift von Seite ${page} entfernt.`,
  resized: (percent: number) => `Größe der Unterschrift: ${percent} %.`,
  placements: (count: number) =>
    count === 0
      ? 'Noch keine Unterschriften platziert.'
      : `${count} ${count === 1 ? 'Unterschrift' : 'Unterschriften'} platziert.`,
  flatten: 'Ausgefüllte Felder reduzieren',
  flattenHint:
    'Ihre Werte werden Teil der Seite. Leere Felder und Unterschriftsfelder bleiben ausfüllbar.',
  save: 'Unterschriebenes PDF speichern',
  saving: 'Wird gespeichert…',
  saved: (name: string) => `${name} gespeichert.`,
  saveFailed:
    'Das unterschriebene PDF konnte nicht geschrieben werden. Ihr Dokument und die platzierten Unterschriften sind unverändert.',
  protectedNote: 'Die unterschriebene Kopie lässt sich mit demselben Passwort öffnen.',
  unwritable: (characters: string) =>
    `Die Standardschrift des PDF kann diese Zeichen nicht schreiben: ${characters}. Entfernen oder ersetzen Sie sie und speichern Sie erneut. Nichts ist verloren.`,
  fieldRefused: (field: string) =>
    `Das Formularfeld „${field}“ nimmt diesen Wert nicht an. Ändern Sie ihn und speichern Sie erneut. Nichts ist verloren.`,
  restricted:
    'Der Autor hat Änderungen an diesem PDF eingeschränkt. Ihre unterschriebene Kopie behält dieselben Einschränkungen in Programmen, die sie beachten.',
  localNote:
    'Alles geschieht in Ihrem Browser: Das PDF und Ihre Unterschrift verlassen nie dieses Gerät.',
  xfaForm:
    'Dies ist ein XFA-Formular: Seine Felder lassen sich hier nicht ausfüllen. Unterschrift, Text, Datum und Markierungen können Sie trotzdem auf die Seiten setzen.',
  nextPlace: (at: number | null, count: number) =>
    at === null
      ? `Nächste Stelle zum Unterschreiben (${count})`
      : `Nächste Stelle (${at + 1} von ${count})`,
  spots: { signature: 'Hier unterschreiben', initials: 'Hier abzeichnen', date: 'Hier Datum' },
  spotAt: (what: string, page: number) => `${what}: Seite ${page}.`,
  spotUsed: (what: string, page: number) => `${what}: auf Seite ${page} gesetzt.`,
  photoCrop: 'Die Unterschrift auf Ihrem Foto',
  photoOpening: 'Foto wird geöffnet…',
  photoCleaning: 'Papier wird entfernt…',
  photoCorrect: 'Verwenden und korrigieren',
  photoUseResult: 'Diese Unterschrift verwenden',
  photoBack: 'Zurück zum Bereich',
  photoNoInk:
    'In diesem Bereich wurde keine Unterschrift gefunden. Gehen Sie zurück und wählen Sie einen anderen.',
  photoTooDark:
    'Dieses Foto ist zu dunkel, um die Unterschrift zu lesen: Striche können fehlen oder gesprenkelt sein. Nehmen Sie es bei mehr Licht neu auf, oder wählen Sie ein anderes Foto.',
  photoTooBlurred:
    'Dieses Foto ist zu unscharf, um die Unterschrift zu lesen: Striche können fehlen oder verschmiert sein. Nehmen Sie es ruhig gehalten und scharf gestellt neu auf, oder wählen Sie ein anderes Foto.',
  replaceUnsaved: (name: string) =>
    `Ein anderes PDF öffnen? Was Sie in ${name} gesetzt und ausgefüllt haben, ist noch nicht gespeichert und geht verloren.`,
  leaveUnsaved: (name: string) =>
    `Diese Seite verlassen? Was Sie in ${name} gesetzt und ausgefüllt haben, ist noch nicht gespeichert und geht verloren.`,
  toolsSummary: 'Unterschrift und Werkzeuge',
  toolsLegend: 'Ein Klick auf eine Seite setzt',
  inkLegend: 'Text und Markierungen in',
  inks: { black: 'Schwarz', blue: 'Blau' },
  tools: {
    signature: 'Unterschrift',
    text: 'Text',
    date: 'Datum',
    tick: 'Haken ✓',
    cross: 'Kreuz ✗',
  },
  items: {
    text: (page: number) => `Text auf Seite ${page}`,
    date: (page: number) => `Datum auf Seite ${page}`,
    tick: (page: number) => `Haken auf Seite ${page}`,
    cross: (page: number) => `Kreuz auf Seite ${page}`,
  },
  itemPlaced: (label: string) => `${label}: gesetzt.`,
  itemRemoved: (label: string) => `${label}: entfernt.`,
  removeItem: (label: string) => `Entfernen: ${label}`,
  smallerText: 'Kleinere Schrift',
  largerText: 'Größere Schrift',
  everyPage: 'Auf jeder Seite wiederholen',
  repeated: (count: number) =>
    count === 1 ? 'Auf 1 weitere Seite kopiert.' : `Auf ${count} weitere Seiten kopiert.`,
  repeatedAlready: 'Bereits auf jeder Seite.',
  undo: 'Rückgängig',
  undone: 'Rückgängig gemacht.',
  altSignature: (name: string | null) => (name ? `Unterschrift von ${name}` : 'Unterschrift'),
  altInitials: (name: string | null) => (name ? `Initialen von ${name}` : 'Initialen'),
};

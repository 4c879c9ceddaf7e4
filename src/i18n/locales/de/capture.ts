// German texts of the Capture page: the camera, the crop step and live guidance.
import type { Catalog } from '../../catalog.ts';

export const capture: Catalog['capture'] = {
  title: 'Aufnehmen',
  description:
    'Nehmen Sie Ihre handschriftliche Unterschrift mit der Webcam auf und speichern Sie sie als saubere, transparente PNG-Datei. Kostenlos, privat und vollständig in Ihrem Browser verarbeitet.',
  heading: 'Unterschrift aufnehmen',
  localProcessing: {
    before:
      'Alles geschieht lokal in Ihrem Browser: Ihre Bilder verlassen nie Ihr Gerät. Lesen Sie unsere ',
    privacyLink: 'Datenschutzerklärung',
    between: ' oder erfahren Sie mehr ',
    aboutLink: 'über InkLift',
    after: '.',
  },
  cameraHeading: 'Live-Ansicht',
  liveView: 'Live-Kamerabild',
  resultHeading: 'Ihre Unterschrift',
  start: 'Start',
  stop: 'Stopp',
  capture: 'Aufnehmen',
  clean: 'Bereinigen',
  save: 'Speichern',
  discard: 'Verwerfen',
  cameraSelect: 'Kamera',
  cameraFallbackLabel: (index: number) => `Kamera ${index + 1}`,
  noCameras: 'Noch keine Kamera',
  guideBox: 'Unterschrift in diesen Rahmen halten',
  guideBoxInitials: 'Initialen in diesen Rahmen halten',
  kindLegend: 'Aufnehmen',
  kinds: { signature: 'Unterschrift', initials: 'Initialen' },
  cameraOff:
    'Drücken Sie „Start“, um die Kamera einzuschalten, und halten Sie dann Ihre Unterschrift davor.',
  cameraStarting: 'Kamera wird gestartet…',
  spaceHint: 'Tipp: Drücken Sie die Leertaste, um aufzunehmen, während Sie das Papier halten.',
  timer: 'Nach 3 Sekunden aufnehmen',
  countdown: (seconds: number) => `Aufnahme in ${seconds}…`,
  cancelTimer: 'Timer abbrechen',
  previewPlaceholder: 'Nehmen Sie Ihre Unterschrift auf, um sie hier zu sehen',
  openPhoto: 'Foto öffnen',
  openPhotoHint:
    'Keine Webcam? Öffnen Sie stattdessen ein Foto Ihrer Unterschrift, ziehen Sie es hierher oder fügen Sie es ein.',
  openPhotoHintTouch:
    'Keine Webcam? Öffnen Sie stattdessen ein Foto Ihrer Unterschrift oder machen Sie jetzt eines.',
  dropHere: 'Foto hier ablegen',
  crop: 'Zuschneiden',
  shows: {
    captured: 'Noch nicht bereinigt: So wurde das Bild aufgenommen.',
    cleaned: 'Bereinigt: Das Papier ist entfernt.',
  },
  previewAlt: {
    captured: 'Ihre aufgenommene Unterschrift',
    cleaned: 'Ihre Unterschrift ohne Hintergrund',
  },
  enhanced: 'Erweiterte Bereinigung – für Schatten und dünne Stifte',
  announce: {
    cameraOn: 'Kamera an.',
    cameraOff: 'Kamera aus.',
    saved: 'signature.png gespeichert.',
  },
};

export const camera: Catalog['camera'] = {
  noFrames:
    'Die Kamera sendet keine Bilder mehr. Prüfen Sie, ob sie angeschlossen ist und von keiner anderen App verwendet wird, und drücken Sie dann erneut „Start“.',
  fellBack: (using: string) =>
    `Die gewählte Kamera ist nicht verfügbar, daher wird stattdessen ${using} verwendet.`,
  fellBackUnnamed:
    'Die gewählte Kamera ist nicht verfügbar, daher wird stattdessen eine andere Kamera verwendet.',
};

export const crop: Catalog['crop'] = {
  heading: 'Bereich der Unterschrift wählen',
  hint: 'Ziehen Sie den Rahmen oder seine Ecken und Kanten. Tastatur: Pfeiltasten verschieben den Rahmen, Umschalt+Pfeiltasten ändern seine Größe, die Eingabetaste übernimmt ihn.',
  box: (width: number, height: number) => `Zuschnittbereich, ${width} × ${height} Pixel`,
  picture: 'Das zuzuschneidende Bild',
  rotate: 'Drehen',
  rotateLabel: 'Bild um 90° im Uhrzeigersinn drehen',
  use: 'Bereich übernehmen',
  cancel: 'Abbrechen',
  handles: {
    n: 'Obere Kante',
    s: 'Untere Kante',
    e: 'Rechte Kante',
    w: 'Linke Kante',
    ne: 'Obere rechte Ecke',
    nw: 'Obere linke Ecke',
    se: 'Untere rechte Ecke',
    sw: 'Untere linke Ecke',
  },
};

export const live: Catalog['live'] = {
  heading: 'Live-Hinweise',
  preview: 'Live-Vorschau',
  previewAlt: 'Die Unterschrift im Rahmen, bereinigt, so wie sie jetzt aufgenommen würde',
  autoCapture: 'Automatisch aufnehmen',
  sound: 'Ton',
  hints: {
    'no-signature': 'Halten Sie Ihre Unterschrift in den Rahmen',
    'touches-edge': 'Die Unterschrift berührt den Rand – Papier weiter weg halten',
    'too-dark': 'Zu dunkel – für mehr Licht sorgen',
    shadow: 'Schatten auf dem Papier – zum Licht hin drehen',
    blurry: 'Unscharf – ruhig halten',
    glare: 'Spiegelung auf dem Papier – etwas neigen',
    ready: 'Bereit – „Aufnehmen“ oder Leertaste drücken',
  },
  readyAuto: 'Bereit – ruhig halten, um aufzunehmen',
  readyTouch: 'Bereit – auf „Aufnehmen“ tippen',
  looking: 'Rahmen wird geprüft…',
  rearm: 'Aufgenommen – Papier wegnehmen, um erneut aufzunehmen',
  capturedCue: 'Aufgenommen',
  unavailable: 'Live-Hinweise sind in diesem Browser nicht verfügbar.',
};

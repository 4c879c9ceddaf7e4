// German texts shown while a photo is worked on, or when something went wrong.
import type { Catalog } from '../../catalog.ts';

export const feedback: Catalog['feedback'] = {
  steps: {
    open: 'Foto wird geöffnet…',
    crop: 'Wird zugeschnitten…',
    clean: 'Hintergrund wird entfernt…',
  },
  cancel: 'Abbrechen',
  implausible: {
    // `where` is box or photo below, after "Im" (dative, masculine or neuter).
    tooMuchInk: (where: string) =>
      `Das Ergebnis sieht falsch aus: Im ${where} wurde mehr als ein Viertel der Fläche zu Tinte – vermutlich wurde ein Schatten oder ein dunkler Rand für Tinte gehalten.`,
    tooLittleInk: (where: string) =>
      `Das Ergebnis sieht falsch aus: Im ${where} ist fast keine Tinte übrig geblieben – die Unterschrift war wohl zu blass oder zu dünn für diese Bereinigung.`,
    box: 'Rahmen',
    photo: 'Foto',
    useEnhanced: 'Erweitert bereinigen',
    useStandard: 'Normal bereinigen',
  },
  /** Where the correction tools fix a result, named as their buttons are. */
  fix: {
    tooLittleInk:
      'Oder drücken Sie „Ergebnis korrigieren“, wählen Sie „Das ist die Tinte“ und tippen Sie auf einen Strich im Foto.',
    tooMuchInk:
      'Oder drücken Sie „Ergebnis korrigieren“, wählen Sie „Das ist keine Tinte“ und tippen Sie auf das, was keine Tinte ist.',
    lines:
      'Linien auf dem Papier wurden als Tinte behalten. Um eine zu entfernen, drücken Sie „Ergebnis korrigieren“, wählen Sie „Das ist keine Tinte“ und tippen Sie auf die Linie: Sie verschwindet auf ihrer ganzen Länge.',
    hollow:
      'Manche Striche sind hohl geworden. Um sie zu füllen, drücken Sie „Ergebnis korrigieren“, wählen Sie „Das ist die Tinte“ und tippen Sie auf einen Strich.',
  },
  source: {
    noSignatureBox:
      'Im Rahmen wurde keine Unterschrift gefunden: Es sieht nach leerem Papier aus. Halten Sie Ihre Unterschrift in den Rahmen und nehmen Sie sie erneut auf.',
    noSignaturePhoto:
      'In diesem Bereich des Fotos wurde keine Unterschrift gefunden: Es sieht nach leerem Papier aus. Drücken Sie „Zuschneiden“, um die Unterschrift auszuwählen, oder öffnen Sie ein anderes Foto.',
    blurry:
      'Diese Aufnahme ist unscharf, daher können die Striche weich oder unterbrochen herauskommen. Halten Sie das Papier still, lassen Sie die Kamera scharf stellen und nehmen Sie erneut auf.',
    tooDarkBox:
      'Diese Aufnahme ist zu dunkel, um die Unterschrift zu lesen: Striche können fehlen oder gesprenkelt sein. Sorgen Sie für mehr Licht (eine Lampe oder ein Fenster) und nehmen Sie erneut auf, oder drücken Sie „Foto öffnen“.',
    tooDarkPhoto:
      'Dieses Foto ist zu dunkel, um die Unterschrift zu lesen: Striche können fehlen oder gesprenkelt sein. Nehmen Sie es bei mehr Licht (eine Lampe oder ein Fenster) neu auf, oder öffnen Sie ein anderes Foto.',
    tooBlurredBox:
      'Diese Aufnahme ist zu unscharf, um die Unterschrift zu lesen: Striche können fehlen oder verschmiert sein. Halten Sie das Papier still, lassen Sie die Kamera scharf stellen und nehmen Sie erneut auf, oder drücken Sie „Foto öffnen“.',
    tooBlurredPhoto:
      'Dieses Foto ist zu unscharf, um die Unterschrift zu lesen: Striche können fehlen oder verschmiert sein. Nehmen Sie es ruhig gehalten und scharf gestellt neu auf, oder öffnen Sie ein anderes Foto.',
  },
  announce: {
    captured: 'Unterschrift aufgenommen.',
    cleaned: 'Hintergrund entfernt.',
    discarded: 'Ergebnis verworfen.',
    cropReady:
      'Foto geöffnet. Wählen Sie den Bereich der Unterschrift und drücken Sie dann „Bereich übernehmen“.',
    cropped: 'Zugeschnitten.',
    cancelled: 'Abgebrochen. Das vorherige Ergebnis bleibt erhalten.',
  },
  scaled: (megapixels: number) =>
    `Dieses Foto hat ${megapixels} Megapixel; es wurde auf 50 Megapixel verkleinert – mehr als genug für eine Unterschrift.`,
  problems: {
    empty: () => 'Diese Datei ist leer. Wählen Sie das Foto erneut oder machen Sie ein neues.',
    notImage: () =>
      'Diese Datei ist kein Bild. Wählen Sie ein Foto: JPEG, PNG, WebP, AVIF, GIF oder BMP.',
    heic: () =>
      'Dieser Browser kann keine HEIC-Fotos (das iPhone-Format) öffnen. Speichern Sie das Foto als JPEG oder PNG – auf dem iPhone unter Einstellungen › Kamera › Formate › Maximale Kompatibilität – oder machen Sie einen Screenshot davon und öffnen Sie diesen.',
    unsupported: (format?: string) =>
      `Dieser Browser kann ${format ? `${format}-Dateien` : 'diese Art von Dateien'} nicht öffnen. Speichern Sie das Bild als JPEG oder PNG und öffnen Sie dieses.`,
    drawing: () =>
      'InkLift nimmt keine SVG-Bilder an: Es bereinigt Fotos und Scans. Öffnen Sie ein JPEG- oder PNG-Foto Ihrer Unterschrift – oder setzen Sie das SVG mit „PDF unterschreiben“ in ein Dokument.',
    document: () =>
      'Das ist ein PDF-Dokument, kein Foto. Zum Unterschreiben öffnen Sie es unter „PDF unterschreiben“; um eine Unterschrift zu bereinigen, öffnen Sie ein JPEG- oder PNG-Foto davon.',
    corrupt: (format?: string) =>
      `Diese ${format ? `${format}-Datei` : 'Bilddatei'} ist beschädigt oder unvollständig und kann nicht gelesen werden. Kopieren oder laden Sie sie erneut herunter oder machen Sie ein neues Foto.`,
    tooLarge: (size?: string) =>
      `Dieses Bild ist zu groß für den Browser (${size ?? 'eine Seite länger als 32.767 Pixel'}). Verkleinern oder beschneiden Sie es in einer Foto-App und öffnen Sie es dann erneut.`,
    several: (count?: string) =>
      `Sie haben ${count ?? 'mehrere'} Dateien abgelegt. Legen Sie nur ein Foto Ihrer Unterschrift ab oder wählen Sie eines.`,
    folder: () =>
      'Das ist ein Ordner. Öffnen Sie ihn und legen Sie ein einzelnes Foto daraus ab oder wählen Sie eines.',
    text: () =>
      'Das ist Text, kein Bild. Kopieren Sie das Foto selbst (Rechtsklick › Bild kopieren) oder speichern Sie es und öffnen Sie die Datei.',
    cleanFailed: () => 'Bereinigung fehlgeschlagen. Versuchen Sie es erneut.',
    saveFailed: () => 'Das Bild konnte nicht gespeichert werden. Versuchen Sie es erneut.',
  },
  cameraErrors: {
    denied:
      'Der Kamerazugriff ist blockiert. Erlauben Sie die Kamera für diese Website – klicken Sie auf das Kamerasymbol in der Adressleiste oder öffnen Sie die Website-Einstellungen – und drücken Sie dann erneut „Start“.',
    notFound:
      'Es wurde keine Kamera gefunden. Schließen Sie eine Kamera an (oder öffnen Sie stattdessen ein Foto) und drücken Sie dann erneut „Start“.',
    busy: 'Die Kamera wird von einer anderen App verwendet. Schließen Sie die andere App (Videoanrufe, Kamera-Apps) und drücken Sie dann erneut „Start“.',
    insecure:
      'Die Kamera funktioniert nur auf einer sicheren Seite: Öffnen Sie InkLift über https:// oder auf localhost und drücken Sie dann erneut „Start“.',
    unsupported:
      'Dieser Browser kann hier keine Kamera verwenden. Öffnen Sie stattdessen ein Foto oder verwenden Sie einen aktuellen Browser.',
    disconnected:
      'Die Kamera wurde getrennt. Schließen Sie sie wieder an und drücken Sie dann erneut „Start“.',
    other: (reason: string) =>
      `Die Kamera konnte nicht gestartet werden (${reason}). Drücken Sie „Start“, um es erneut zu versuchen.`,
    reasons: {
      codeLoad: 'ein Teil der App wurde nicht geladen – prüfen Sie die Verbindung',
      notSupported: 'der Browser unterstützt diesen Kameramodus nicht',
      unknown: 'ein unerwarteter Fehler',
    },
  },
};

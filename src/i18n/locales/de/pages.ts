// German texts of the Instructions, FAQ, About and Privacy Policy pages.
import type { Catalog } from '../../catalog.ts';

export const instructions: Catalog['instructions'] = {
  title: 'Anleitung',
  description:
    'So nehmen Sie Ihre handschriftliche Unterschrift mit InkLift in fünf Schritten auf – dazu kurze Tipps für ein sauberes, transparentes Ergebnis.',
  heading: 'So nehmen Sie Ihre Unterschrift auf',
  stepsHeading: 'Fünf Schritte',
  steps: [
    {
      title: 'Für gutes Licht sorgen',
      text: 'Setzen Sie sich mit Blick zu einem Fenster oder einer Lampe, damit das Papier gleichmäßig beleuchtet ist.',
    },
    {
      title: 'Starten und aufnehmen',
      text: 'Drücken Sie „Start“, halten Sie Ihre Unterschrift auf weißem Papier in den Rahmen und drücken Sie dann „Aufnehmen“.',
    },
    {
      title: 'Vorschau',
      text: 'Prüfen Sie die Vorschau. Ist sie unscharf oder abgeschnitten, nehmen Sie einfach erneut auf.',
    },
    {
      title: 'Bereinigen',
      text: 'Drücken Sie „Bereinigen“, um das Papier zu entfernen und nur die Tinte zu behalten.',
    },
    {
      title: 'Speichern',
      text: 'Drücken Sie „PNG speichern“, um Ihre transparente signature.png herunterzuladen.',
    },
  ],
  tipsHeading: 'Kurze Tipps',
  tips: [
    'Verwenden Sie einen dunklen Stift auf weißem Papier.',
    'Beleuchten Sie das Papier gleichmäßig und ohne Schatten.',
    'Halten Sie das Papier ruhig und richten Sie es am Rahmen aus.',
    'Verwenden Sie am Smartphone die Rückkamera.',
    'Querformat funktioniert oft besser als Hochformat.',
  ],
};

export const faq: Catalog['faq'] = {
  title: 'FAQ',
  description:
    'Antworten rund um InkLift: kostenlos und ohne Anmeldung, transparente PNG-Dateien, keine Installation, und Ihre Bilder verlassen nie Ihr Gerät.',
  heading: 'Häufig gestellte Fragen',
  items: [
    {
      question: 'Ist InkLift kostenlos? Muss ich mich anmelden?',
      answer: 'Ja, InkLift ist völlig kostenlos, und es gibt weder eine Anmeldung noch ein Konto.',
    },
    {
      question: 'Welche Datei erhalte ich?',
      answer:
        'Ein PNG-Bild mit transparentem Hintergrund: Nur die Tinte Ihrer Unterschrift bleibt übrig, sodass sie sich sauber in jedes Dokument einfügt.',
    },
    {
      question: 'Brauche ich spezielle Software?',
      answer:
        'Nein. Ein moderner Webbrowser und eine Webcam (oder eine Handykamera) genügen; es muss nichts installiert werden.',
    },
    {
      question: 'Verlässt meine Unterschrift mein Gerät?',
      answer:
        'Niemals. Die gesamte Verarbeitung findet in Ihrem Browser statt: Das Foto und das PNG bleiben auf Ihrem Gerät, und nichts wird irgendwohin gesendet, es sei denn, Sie teilen die Datei selbst.',
    },
    {
      question: 'Merkt sich InkLift meine Unterschrift?',
      answer:
        'Nur wenn Sie es wünschen: Wählen Sie unter einem Ergebnis, einer Zeichnung oder einem getippten Namen „In ‚Meine Unterschriften‘ behalten“, dann wird sie in diesem Browser auf diesem Gerät aufbewahrt, nie auf einem Server. „Meine Unterschriften“ auf der Aufnahmeseite zeigt, was behalten ist; „Löschen“ entfernt einen Eintrag, „Alles vergessen“ alles, und „In eine Datei exportieren“ bringt sie auf ein anderes Gerät.',
    },
    {
      question: 'Meine Webcam funktioniert nicht. Was kann ich tun?',
      answer:
        'Prüfen Sie, ob Ihr Browser die Kamera verwenden darf (Kamerasymbol in der Adressleiste oder Website-Einstellungen), schließen Sie andere Apps, die sie verwenden könnten, laden Sie dann die Seite neu und drücken Sie erneut „Start“.',
    },
    {
      question: 'Kann ich ein PDF mit einem Zertifikat signieren?',
      answer:
        'Ja: „Mit Zertifikat signieren“ auf der Seite „PDF unterschreiben“ signiert (PAdES) mit Ihrer .p12/.pfx-Datei oder einem hier erstellten Zertifikat, ohne Netzwerk: kein Zeitstempel (er braucht einen Server), keine Sperrabfrage.',
    },
  ],
};

export const about: Catalog['about'] = {
  title: 'Info',
  description:
    'InkLift macht aus einer handschriftlichen Unterschrift eine saubere, transparente PNG-Datei – direkt im Browser, ohne Konto, ohne Server, ohne Upload.',
  heading: 'Über InkLift',
  intro: [
    'InkLift ist ein kostenloses Werkzeug mit einem einzigen Zweck: eine handschriftliche Unterschrift in eine saubere, transparente PNG-Datei zu verwandeln. Halten Sie Ihre Unterschrift auf weißem Papier vor die Webcam, nehmen Sie sie im Rahmen auf, entfernen Sie das Papier mit einem Klick und speichern Sie das Ergebnis – bereit für einen Vertrag, ein Formular, eine Rechnung oder eine E-Mail.',
    'Es gibt kein Konto, und kein Server ist beteiligt. Alles geschieht auf Ihrem eigenen Gerät, in Ihrem Browser: Das Kamerabild, die Entfernung des Hintergrunds und die gespeicherte Datei gehen nirgendwohin.',
  ],
  useCasesHeading: 'Beispiele aus der Praxis',
  testimonials: [
    {
      quote:
        'Ich unterschreibe jeden Monat ein Dutzend Verträge als Freiberuflerin. Einmal auf Papier unterschreiben und dasselbe saubere PNG in jedes PDF einfügen – das erspart mir Drucken, Scannen und den Weg zum Copyshop.',
      author: 'Marta, freiberufliche Übersetzerin',
    },
    {
      quote:
        'Unsere Studierendenvertretung brauchte über Nacht Unterschriften auf vierzig Urkunden. Wir haben die Unterschrift unseres Vorsitzenden in weniger als einer Minute mit der Webcam eines Laptops aufgenommen, und nichts wurde irgendwo hochgeladen.',
      author: 'Daniel, Kassenwart der Studierendenvertretung',
    },
  ],
  creditsHeading: 'Danksagungen',
  fonts:
    '„Unterschrift tippen“ verwendet die Handschrift-Schriften Dancing Script, Caveat, Great Vibes und Sacramento ihrer Autorinnen und Autoren unter der SIL Open Font License 1.1. ',
  fontsLicence: 'Lizenzen der Schriften lesen',
};

export const privacy: Catalog['privacy'] = {
  title: 'Datenschutz',
  description:
    'InkLift verarbeitet Ihre Unterschrift lokal in Ihrem Browser und erhebt keine personenbezogenen Daten. Lesen Sie unsere Datenschutzerklärung und Nutzungsbedingungen.',
  heading: 'Datenschutzerklärung',
  sections: [
    {
      heading: 'Datenschutz und Datenverarbeitung',
      paragraphs: [
        'InkLift verarbeitet alles lokal in Ihrem Browser. Das Kamerabild, die aufgenommene Unterschrift und das bereinigte Bild bleiben auf Ihrem Gerät; nichts wird hochgeladen, auf einem Server gespeichert oder mit anderen geteilt.',
        'Wir erheben keine personenbezogenen Daten: keine Konten, keine Cookies, keine Analyse und kein Tracking. Die Kamera wird nur verwendet, solange sie eingeschaltet ist, und der Zugriff endet, wenn Sie „Stopp“ drücken oder die Seite „Aufnehmen“ verlassen.',
        'Zwei Dinge werden immer in diesem Browser gespeichert, nur auf Ihrem Gerät: die Sprache, die Sie in der Kopfzeile wählen (falls Sie eine wählen), und die Dateien der App selbst, damit sie auch offline funktioniert. Keines davon enthält etwas, das Sie aufgenommen oder unterschrieben haben.',
        'Ein Drittes nur, wenn Sie es wünschen: Wählen Sie „In ‚Meine Unterschriften‘ behalten“, werden diese Unterschrift oder diese Initialen – das transparente Bild, seine Vektorform, der Name, den Sie vergeben, die Tintenfarbe und wann sie behalten und zuletzt verwendet wurden – im eigenen Speicher dieses Browsers für diese Website (IndexedDB) abgelegt, nur auf diesem Gerät, und nie hochgeladen. Löschen Sie einen Eintrag mit „Löschen“, alles mit „Alles vergessen“ (beides unter „Meine Unterschriften“ auf der Aufnahmeseite) oder entfernen Sie die Daten dieser Website in den Browsereinstellungen. „In eine Datei exportieren“ schreibt eine Datei, die Sie selbst aufbewahren; InkLift sieht sie nie.',
        'Die einzigen externen Ressourcen, die die Seiten laden, sind die Bilder der beiden Spenden-Schaltflächen. Diese Anfragen senden keinen Referrer und keine Daten über Sie oder Ihre Unterschrift.',
      ],
    },
    {
      heading: 'Nutzungsbedingungen und Haftungsausschluss',
      paragraphs: [
        'InkLift wird „wie besehen“ bereitgestellt, ohne ausdrückliche oder stillschweigende Gewährleistung jeglicher Art, einschließlich der Eignung für einen bestimmten Zweck.',
        'Sie nutzen das Werkzeug auf eigene Gefahr. Sie sind dafür verantwortlich, wie Sie Ihr Unterschriftsbild verwenden, und für die Einhaltung der Regeln, die für die von Ihnen unterschriebenen Dokumente gelten.',
        'Soweit gesetzlich zulässig, übernehmen die Autoren keine Haftung für Verluste oder Schäden, die aus der Nutzung von InkLift entstehen.',
      ],
    },
  ],
};

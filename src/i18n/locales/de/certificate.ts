// German texts of signing with a certificate and of the digital signatures panel.
import type { Catalog } from '../../catalog.ts';

export const certificate: Catalog['certificate'] = {
  open: 'Mit Zertifikat signieren',
  heading: 'Mit einem Zertifikat signieren',
  intro:
    'Eine digitale Signatur zeigt, wer das PDF signiert hat und ob es seitdem geändert wurde. Sie entsteht auf diesem Gerät; nichts wird gesendet.',
  loading: 'Die Zertifikatswerkzeuge werden geladen…',
  close: 'Schließen',
  yours: 'Ihr Zertifikat',
  validUntil: (date: string) => `Gültig bis ${date}`,
  remove: 'Dieses Zertifikat entfernen',
  removed: 'Das Zertifikat wurde aus diesem Browser entfernt.',
  none: 'Noch kein Zertifikat auf diesem Gerät.',
  createLegend: 'Auf diesem Gerät erstellen',
  name: 'Name',
  email: 'E-Mail (optional)',
  keyLegend: 'Schlüssel',
  keyEc: 'P-256 (kompakt)',
  keyRsa: 'RSA 2048 (am breitesten unterstützt)',
  createWarning:
    'Selbstsigniert, drei Jahre gültig: Empfänger sehen, dass keine Zertifizierungsstelle es ausgestellt hat.',
  create: 'Zertifikat erstellen',
  creating: 'Wird erstellt…',
  backup: 'Auch eine Sicherungskopie speichern (.p12)',
  backupHint:
    'Nur jetzt lässt sich der Schlüssel sichern: Einmal hier aufbewahrt, kann ihn nichts mehr auslesen. Mit der Datei und ihrem Passwort können Sie dieses Zertifikat auf einem anderen Gerät verwenden; bewahren Sie beides sicher auf.',
  backupPassword: 'Passwort für die Sicherung',
  backupRepeat: 'Passwort wiederholen',
  backupShort: 'Wählen Sie für die Sicherung ein Passwort mit mindestens 8 Zeichen.',
  backupMismatch: 'Die beiden Passwörter stimmen nicht überein.',
  importLegend: 'Oder eigene .p12-/.pfx-Datei verwenden',
  file: 'Zertifikatsdatei',
  password: 'Passwort',
  importButton: 'Zertifikat öffnen',
  importing: 'Wird geöffnet…',
  kept: (name: string) => `Das Zertifikat von ${name} ist in diesem Browser gespeichert.`,
  chooseFile: 'Wählen Sie zuerst die .p12- oder .pfx-Datei.',
  importProblems: {
    'wrong-password': 'Dieses Passwort öffnet die Datei nicht. Versuchen Sie es erneut.',
    'no-key':
      'Diese Datei enthält keinen privaten Schlüssel. Exportieren Sie sie mit Schlüssel erneut.',
    'no-certificate': 'Diese Datei enthält kein Zertifikat.',
    unreadable: 'Das ist keine .p12- oder .pfx-Zertifikatsdatei.',
    expired: 'Dieses Zertifikat ist abgelaufen: Es kann nicht mehr signieren.',
    'not-yet-valid':
      'Dieses Zertifikat ist noch nicht gültig. Prüfen Sie Datum und Uhrzeit dieses Geräts.',
    'weak-key':
      'Abgelehnt: Dieses Zertifikat hat einen RSA-Schlüssel unter 2048 Bit, heute zu schwach zum Signieren.',
    sha1: 'Abgelehnt: Dieses Zertifikat ist mit SHA-1 signiert, das nicht mehr sicher ist.',
    'key-type': 'Diese Schlüsselart wird nicht unterstützt. Verwenden Sie RSA oder P-256.',
  },
  storeFailed:
    'Das Zertifikat konnte hier nicht gespeichert werden (privates Fenster oder Speicher gesperrt).',
  showLegend: 'Auf der Seite',
  invisible: 'Unsichtbar (nur in der Datei)',
  visible: 'Am ausgewählten Unterschriftsbild zeigen, mit Ihrem Namen und dem Datum',
  visibleNeedsPicture: 'Dazu zuerst Ihr Unterschriftsbild platzieren und anklicken.',
  certifyLegend: 'Dokument zertifizieren',
  certifyNone: 'Nein, nur signieren',
  certifyNoChanges: 'Zertifizieren: danach keine Änderungen erlaubt',
  certifyForms: 'Zertifizieren: danach nur Formularausfüllen und Signieren erlaubt',
  certifyOnlyFirst: 'Nur die erste Signatur eines Dokuments kann es zertifizieren.',
  sign: 'Signieren und speichern',
  signing: 'Wird signiert…',
  signed: (name: string) =>
    `Signiert und als ${name} gespeichert. Öffnen Sie die Datei, um sie zu prüfen oder erneut zu signieren.`,
  signedBy: (name: string) => `Digital signiert von ${name}`,
  signProblems: {
    encrypted:
      'Verschlüsselte PDFs können hier nicht signiert werden. Bitten Sie um eine Kopie ohne Passwort.',
    locked:
      'Dieses PDF ist ohne erlaubte Änderungen zertifiziert: Es kann keine weitere Signatur aufnehmen.',
    damaged: 'Dieses PDF konnte zum Signieren nicht gelesen werden.',
    failed: 'Die Signatur konnte nicht erstellt werden. Nichts wurde gespeichert.',
  },
  noNetwork:
    'Nur auf diesem Gerät geprüft: kein Zeitstempel, keine Sperr- oder Zertifizierungsstellen-Abfrage (jede braucht einen Server).',
  panelHeading: 'Digitale Signaturen',
  checking: 'Die digitalen Signaturen werden geprüft…',
  checkFailed: 'Die digitalen Signaturen dieses PDFs konnten nicht geprüft werden.',
  count: (count: number) =>
    count === 1
      ? 'Dieses PDF trägt 1 digitale Signatur.'
      : `Dieses PDF trägt ${count} digitale Signaturen.`,
  unknownSigner: 'Unbekannter Unterzeichner',
  claimed: (date: string) => `Signiert am ${date}, laut Uhr des Unterzeichners`,
  intact: 'Der signierte Inhalt ist unverändert.',
  broken: 'Der signierte Inhalt wurde geändert: Diese Signatur ist ungültig.',
  unchanged: 'Danach wurde nichts geändert.',
  changedAfter: (revisions: number, changes: string) =>
    `${revisions === 1 ? '1 spätere Revision' : `${revisions} spätere Revisionen`}: ${changes}.`,
  changes: {
    signatures: 'eine weitere Signatur',
    form: 'Formular ausgefüllt',
    pages: 'Seiten hinzugefügt oder entfernt',
    annotations: 'Anmerkungen',
    content: 'Seiteninhalt',
    other: 'andere Änderungen',
  },
  selfSignedCertificate: 'Selbstsigniertes Zertifikat: Niemand bürgt für den Namen darin.',
  unknownIssuer: (issuer: string) =>
    `Ausgestellt von ${issuer}, einer Stelle, die diese App nicht prüfen kann.`,
  expired: 'Sein Zertifikat war zum angegebenen Zeitpunkt abgelaufen.',
  notYetValid: 'Sein Zertifikat war zum angegebenen Zeitpunkt noch nicht gültig.',
  certifies: {
    1: 'Zertifiziert das Dokument: keine Änderungen erlaubt.',
    2: 'Zertifiziert das Dokument: Formularausfüllen und Signieren erlaubt.',
    3: 'Zertifiziert das Dokument: Formularausfüllen, Signieren und Kommentare erlaubt.',
  },
  breakFlatten:
    'Dieses PDF ist signiert. Reduzieren schreibt das Formular neu und entfernt die Signatur.',
  breakEncrypted:
    'Dieses PDF ist signiert und verschlüsselt: Speichern schreibt es neu und macht die Signatur ungültig.',
  keepAndSave: 'Ohne Reduzieren speichern',
  breakAndSave: 'Signatur brechen und speichern',
  cancel: 'Abbrechen',
};

// German texts of My signatures.
import type { Catalog } from '../../catalog.ts';

export const wallet: Catalog['wallet'] = {
  heading: 'Meine Unterschriften',
  intro:
    'Nur in diesem Browser auf diesem Gerät gespeichert: nie hochgeladen, weg, sobald Sie sie löschen oder die Daten dieser Website entfernen.',
  kinds: { signature: 'Unterschrift', initials: 'Initialen' },
  keep: {
    open: 'In „Meine Unterschriften“ behalten',
    legend: 'Behalten als',
    name: 'Name',
    confirm: 'Behalten',
    cancel: 'Abbrechen',
    working: 'Wird behalten…',
    kept: (name: string) => `„${name}“ ist in „Meine Unterschriften“ auf diesem Gerät.`,
    see: 'Meine Unterschriften ansehen',
    persistent:
      'Dieser Browser hat zugesagt, „Meine Unterschriften“ auch dann zu behalten, wenn sein Speicher knapp wird.',
    bestEffort:
      'Dieser Browser kann „Meine Unterschriften“ löschen, wenn sein Speicher knapp wird. Exportieren Sie sie in eine Datei, um eine Kopie zu behalten.',
  },
  failures: {
    newer:
      'Eine neuere InkLift-Version in einem anderen Tab hat „Meine Unterschriften“ aktualisiert. Laden Sie diese Seite neu, um sie hier zu verwenden.',
    refused:
      'Dieses Browserfenster erlaubt kein Speichern (ein privates Fenster, oder Speicher ist für diese Website gesperrt). Die Unterschrift bleibt für diesen Besuch hier: Speichern Sie sie stattdessen als Datei.',
    full: 'Der Speicher dieses Browsers für die Website ist voll. Löschen Sie Einträge, die Sie nicht mehr brauchen, oder speichern Sie die Unterschrift als Datei: Sie bleibt für diesen Besuch hier.',
    failed:
      'Der Browser konnte sie nicht speichern. Die Unterschrift bleibt für diesen Besuch hier: Speichern Sie sie als Datei oder versuchen Sie es erneut.',
    blocked:
      'Ein anderer InkLift-Tab verwendet noch „Meine Unterschriften“. Schließen Sie die anderen InkLift-Tabs und versuchen Sie es erneut.',
  },
  limitReached: (max: number) =>
    `„Meine Unterschriften“ ist voll: Es fasst höchstens ${max} Einträge. Löschen Sie Einträge, die Sie nicht mehr brauchen, um diesen zu behalten; er bleibt für diesen Besuch hier.`,
  nameRefused:
    'Dieser Name kann nicht verwendet werden: Er enthält Zeichen, die die Schreibrichtung umkehren, oder nichts Sichtbares. Geben Sie einen anderen Namen ein.',
  lost: (n: number) =>
    `„Meine Unterschriften“ enthielt hier ${n === 1 ? '1 Eintrag' : `${n} Einträge`} und ist jetzt leer: Der Browser hat den Speicher dieser Website gelöscht. Wenn Sie sie in eine Datei exportiert haben, wählen Sie „Aus einer Datei importieren“, um sie zurückzuholen.`,
  lostSeen: 'Ausblenden',
  exportSuggested: (n: number) =>
    `${n} Einträge sind nur in diesem Browser gespeichert. Exportieren Sie sie in eine Datei, damit eine volle Festplatte oder ein geleerter Browser nicht alles nimmt.`,
  listFailed:
    '„Meine Unterschriften“ kann in diesem Browserfenster nicht gelesen werden (ein privates Fenster, oder Speicher ist für diese Website gesperrt).',
  empty:
    'Noch nichts behalten. Erstellen Sie eine Unterschrift – von Papier, einem Foto, gezeichnet oder getippt – und wählen Sie „In ‚Meine Unterschriften‘ behalten“.',
  count: (n: number) => (n === 1 ? '1 Eintrag' : `${n} Einträge`),
  listLabel: 'Behaltene Unterschriften und Initialen',
  itemLabel: (name: string, kind: string) => `${name} (${kind})`,
  thumbAlt: (name: string) => `Behaltene Unterschrift „${name}“`,
  chosen: (name: string) => `„${name}“ ausgewählt.`,
  signPdf: 'Damit ein PDF unterschreiben',
  rename: 'Umbenennen',
  renameLabel: (name: string) => `Neuer Name für „${name}“`,
  saveName: 'Name speichern',
  renamed: (name: string) => `Umbenannt in „${name}“.`,
  remove: 'Löschen',
  removeAsk: (name: string) => `„${name}“ aus diesem Browser löschen?`,
  removeYes: 'Löschen',
  removeNo: 'Abbrechen',
  removed: (name: string) => `„${name}“ gelöscht.`,
  exportFile: 'In eine Datei exportieren',
  exported: (n: number) =>
    n === 1 ? '1 Eintrag in eine Datei exportiert.' : `${n} Einträge in eine Datei exportiert.`,
  importFile: 'Aus einer Datei importieren',
  imported: (added: number, present: number) =>
    `${added === 1 ? '1 Eintrag hinzugefügt' : `${added} Einträge hinzugefügt`}${
      present > 0 ? ` (${present} schon vorhanden)` : ''
    }.`,
  importFailures: {
    notWallet: 'Diese Datei ist keine InkLift-Unterschriftendatei. Nichts wurde geändert.',
    newer:
      'Diese Datei stammt von einer neueren InkLift-Version. Laden Sie die Seite neu, um zu aktualisieren, und importieren Sie sie dann erneut. Nichts wurde geändert.',
    damaged: 'Diese Unterschriftendatei ist beschädigt oder unvollständig. Nichts wurde geändert.',
    tooLarge: 'Diese Datei ist zu groß für eine Unterschriftendatei. Nichts wurde geändert.',
  },
  importPicture: (n: number) =>
    `Eintrag ${n} dieser Datei ist kein verwendbares Bild: Es ist beschädigt, abgeschnitten oder nicht so groß, wie die Datei angibt. Nichts wurde geändert.`,
  importTooMany: (items: number, room: number, max: number) =>
    `Diese Datei enthält ${items} neue Einträge, und in „Meine Unterschriften“ ist Platz für ${room} weitere (höchstens ${max}). Löschen Sie Einträge, die Sie nicht mehr brauchen, und importieren Sie sie dann erneut. Nichts wurde geändert.`,
  showMore: (n: number) => `${n} weitere anzeigen`,
  forgetAll: 'Alles vergessen',
  forgetAsk:
    'Alle behaltenen Unterschriften und Initialen aus diesem Browser löschen? Das lässt sich nicht rückgängig machen.',
  forgetYes: 'Alles vergessen',
  forgotten: 'Alles, was in diesem Browser behalten war, wurde gelöscht.',
  moveHint:
    'Um sie auf einem anderen Gerät zu nutzen, exportieren Sie sie in eine Datei und importieren Sie diese dort: Sie geht nie über einen Server.',
  placeLegend: 'Meine Unterschriften',
  place: (name: string) => `„${name}“ verwenden`,
};
